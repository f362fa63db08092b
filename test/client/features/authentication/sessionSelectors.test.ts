import { rootReducer, type RootState } from '@client/app/rootReducer';
import {
  selectIsAuthenticated,
  selectIsConsultant,
  selectRoleId,
  selectUserDisplayName,
} from '@client/features/authentication/sessionSelectors';
import { initialSessionState } from '@client/features/authentication/sessionSlice';
import { makeUser, storedSession } from '@test/client/session';

const stateWith = (user: ReturnType<typeof makeUser> | null): RootState => ({
  ...rootReducer(undefined, { type: '@@init' }),
  session: { ...initialSessionState, ...storedSession(3_600_000), user },
});

describe('session selectors', () => {
  it('count a missing role as 3 and derive the consultant flag', () => {
    expect(selectRoleId(stateWith(makeUser({ roleId: undefined as never })))).toBe(3);
    expect(selectIsConsultant(stateWith(makeUser({ roleId: 3, roles: ['SuperUser'] })))).toBe(true);
    expect(selectIsConsultant(stateWith(null))).toBe(false);
  });

  it('need token, expiration and user to count as authenticated', () => {
    expect(selectIsAuthenticated(stateWith(makeUser()))).toBe(true);
    expect(selectIsAuthenticated(stateWith(null))).toBe(false);
  });

  it('show the full name, else the user name', () => {
    expect(selectUserDisplayName(stateWith(makeUser()))).toBe('Ayşe Yılmaz');
    expect(selectUserDisplayName(stateWith(makeUser({ name: '', surname: '' })))).toBe('ayse');
  });
});
