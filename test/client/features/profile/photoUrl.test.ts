import { rootReducer, type RootState } from '@client/app/rootReducer';
import { initialSessionState } from '@client/features/authentication/sessionSlice';
import { resolvePhotoUrl } from '@client/features/profile/photoUrl';
import { selectUserPhotoUrl } from '@client/features/profile/profileSelectors';
import { makeUser, storedSession } from '@test/client/session';

const stateWith = (user: ReturnType<typeof makeUser> | null): RootState => ({
  ...rootReducer(undefined, { type: '@@init' }),
  session: { ...initialSessionState, ...storedSession(3_600_000), user },
});

describe('photo URL rules', () => {
  it('shows the placeholder (null) when there is no photo', () => {
    expect(resolvePhotoUrl(undefined)).toBeNull();
    expect(resolvePhotoUrl('')).toBeNull();
  });

  it('uses an http(s) URL as is', () => {
    expect(resolvePhotoUrl('https://cdn.example.com/a.png', 'https://api.example.com')).toBe(
      'https://cdn.example.com/a.png',
    );
    expect(resolvePhotoUrl('http://x/a.png', 'https://api')).toBe('http://x/a.png');
  });

  it('prefixes a relative path with the API host', () => {
    expect(resolvePhotoUrl('/uploads/photos/a.png', 'https://api.example.com')).toBe(
      'https://api.example.com/uploads/photos/a.png',
    );
    expect(resolvePhotoUrl('uploads/photos/a.png', 'https://api.example.com')).toBe(
      'https://api.example.com/uploads/photos/a.png',
    );
    expect(resolvePhotoUrl('photos/a.png', '')).toBe('/uploads/photos/a.png');
  });

  it('is what the user photo selector gives (same origin by default)', () => {
    expect(selectUserPhotoUrl(stateWith(makeUser({ photo: '/uploads/p.png' })))).toBe('/uploads/p.png');
    expect(selectUserPhotoUrl(stateWith(makeUser({ photo: '' })))).toBeNull();
  });
});
