import {
  actionSanitizer,
  devToolsOptions,
  devToolsStateSanitizer,
  REDACTED,
  redactSecrets,
  stateSanitizer,
} from '@client/app/devTools';
import { sessionActions } from '@client/features/authentication/sessionSlice';
import { makeLoginResponse } from '@test/client/session';

describe('redactSecrets', () => {
  it('replaces every secret at any depth and leaves the input alone', () => {
    const input = {
      email: 'a@b.co',
      password: 'p',
      confirmPassword: 'p',
      nested: { pin: '123456', list: [{ code: '654321', token: 't' }, 'plain'] },
      count: 3,
    };
    const copy = structuredClone(input);
    expect(redactSecrets(input)).toEqual({
      email: 'a@b.co',
      password: REDACTED,
      confirmPassword: REDACTED,
      nested: { pin: REDACTED, list: [{ code: REDACTED, token: REDACTED }, 'plain'] },
      count: 3,
    });
    expect(input).toEqual(copy);
  });

  it('hides any typed code but shows upper-case constant codes such as currencies and error codes', () => {
    expect(redactSecrets({ code: '12a45' })).toEqual({ code: REDACTED });
    expect(redactSecrets({ code: 'TRY' })).toEqual({ code: 'TRY' });
    expect(redactSecrets({ error: 'x', code: 'EMAIL_NOT_VERIFIED' })).toEqual({
      error: 'x',
      code: 'EMAIL_NOT_VERIFIED',
    });
  });

  it('keeps empty secrets visible as empty', () => {
    expect(redactSecrets({ token: null, password: undefined })).toEqual({ token: null, password: undefined });
  });

  it('passes scalars through', () => {
    expect(redactSecrets('x')).toBe('x');
    expect(redactSecrets(null)).toBeNull();
  });
});

describe('DevTools sanitizers', () => {
  it('hide the login token and password in actions', () => {
    const login = sessionActions.loginRequested({ email: 'a@b.co', password: 'Secret123!' });
    expect(actionSanitizer(login).payload).toEqual({ email: 'a@b.co', password: REDACTED });
    const succeeded = actionSanitizer(sessionActions.loginSucceeded(makeLoginResponse()));
    expect(succeeded.payload.token).toBe(REDACTED);
    expect(succeeded.payload.user.email).toBe('ayse@example.com');
  });

  it('hide the stored token in state', () => {
    const state = { session: { token: 'secret-token', user: { id: 1 } }, other: { code: 'TRY' } };
    expect(stateSanitizer(state)).toEqual({
      session: { token: REDACTED, user: { id: 1 } },
      other: { code: 'TRY' },
    });
    expect(state.session.token).toBe('secret-token');
    const loggedOut = { session: { token: null } };
    expect(stateSanitizer(loggedOut)).toBe(loggedOut);
  });

  it('are the ones the store uses: the one redaction, and for state the request views after it', () => {
    expect(devToolsOptions.actionSanitizer).toBe(actionSanitizer);
    expect(devToolsOptions.stateSanitizer).toBe(devToolsStateSanitizer);
    const state = {
      session: { token: 'secret-token', user: { id: 1 } },
      requests: {},
      consultants: { ids: [] },
    };
    expect(devToolsOptions.stateSanitizer?.(state, 0)).toEqual({
      session: { token: REDACTED, user: { id: 1 } },
      requests: {},
      consultants: { ids: [], loading: false, error: null },
    });
  });
});
