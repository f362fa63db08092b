import { makeStore } from '@client/app/store';
import { devToolsOptions } from '@client/app/devTools';
import { sessionActions } from '@client/features/authentication/sessionSlice';
import { profileActions } from '@client/features/profile/profileSlice';
import { toActionLogFile, toDevToolsExport } from '@client/lib/actionLog/exportFormats';
import { createActionRecorder } from '@client/lib/actionLog/recorder';
import { REDACTED, redactPageAddress, redactSecrets, stateSanitizer } from '@client/lib/actionLog/redaction';
import { rootReducer } from '@client/app/rootReducer';
import { makeLoginResponse } from '@test/client/session';

const EMAIL = 'ayse@example.com';
const PASSWORD = 'Signup-Secret-1!';
const NEW_PASSWORD = 'Reset-Secret-2!';
const CHANGED_PASSWORD = 'Changed-Secret-3!';
const PIN = '482913';
const RESET_CODE = '771204';
const PASSWORD_CODE = '550317';
const EMAIL_CODE = '906142';

describe('redaction rules', () => {
  it.each([
    'token',
    'password',
    'confirmPassword',
    'newPassword',
    'currentPassword',
    'oldPassword',
    'confirmNewPassword',
    'accessToken',
    'pin',
    'code',
    'Authorization',
  ])('hides %s at any depth, in objects and arrays', (key) => {
    const input = { a: { b: [{ c: { [key]: '123456' } }] }, [key]: '654321' };
    expect(redactSecrets(input)).toEqual({ a: { b: [{ c: { [key]: REDACTED } }] }, [key]: REDACTED });
  });

  it('passes parts without a secret through as they are', () => {
    const clean = { list: [{ id: 1 }], nested: { code: 'TRY' } };
    const state = { session: { token: 't', user: { id: 1 } }, other: clean };
    const redacted = stateSanitizer(state);
    expect(redacted.other).toBe(clean);
    expect(redacted.session.user).toBe(state.session.user);
    expect(redacted.session.token).toBe(REDACTED);
    expect(stateSanitizer(clean)).toBe(clean);
  });

  it('keeps a page address without the secrets in its query', () => {
    expect(
      redactPageAddress('/reset-password', `?email=${encodeURIComponent(EMAIL)}&code=${RESET_CODE}`),
    ).toBe(`/reset-password?email=${encodeURIComponent(EMAIL)}&code=${encodeURIComponent(REDACTED)}`);
    expect(redactPageAddress('/verify', `?token=abc&pin=${PIN}`)).not.toMatch(/abc|482913/);
    expect(redactPageAddress('/projects/3', '')).toBe('/projects/3');
    expect(redactPageAddress('/projects', '?search=alpha&page=2')).toBe('/projects?search=alpha&page=2');
  });

  it('is the one DevTools uses, before the request views are added', () => {
    const state = { session: { token: 't', user: { id: 1 } } };
    expect(devToolsOptions.stateSanitizer?.(state, 0)).toEqual(stateSanitizer(state));
    expect(devToolsOptions.stateSanitizer?.(state, 0)).toEqual({
      session: { token: REDACTED, user: { id: 1 } },
    });
  });
});

describe('a full journey recorded and exported', () => {
  function journey(capacity = 100) {
    const recorder = createActionRecorder({ capacity, checkpointEvery: 1 });
    const login = makeLoginResponse();
    // A session already signed in when recording starts: the initial state holds a token too.
    const { store } = makeStore(
      {
        session: {
          token: login.token,
          expiration: login.expiration,
          user: login.user,
          initialized: true,
          pendingVerificationEmail: null,
          online: true,
        },
      },
      { runSagas: false, extraMiddleware: [recorder.middleware] },
    );
    const dispatch = store.dispatch;
    dispatch(
      sessionActions.registerRequested({
        userName: 'ayse',
        email: EMAIL,
        name: 'Ayşe',
        surname: 'Yılmaz',
        password: PASSWORD,
        confirmPassword: PASSWORD,
        phoneNumber: '+90 555 123 45 67',
      }),
    );
    dispatch(sessionActions.verifyEmailRequested({ email: EMAIL, pin: PIN }));
    dispatch(sessionActions.loginRequested({ email: EMAIL, password: PASSWORD, from: '/profile' }));
    dispatch(sessionActions.loginSucceeded(login));
    dispatch(sessionActions.forgotPasswordRequested({ email: EMAIL }));
    dispatch(
      sessionActions.resetPasswordRequested({
        email: EMAIL,
        code: RESET_CODE,
        password: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
      }),
    );
    dispatch(profileActions.passwordCodeRequested());
    dispatch(
      profileActions.passwordChangeRequested({
        code: PASSWORD_CODE,
        password: CHANGED_PASSWORD,
        confirmPassword: CHANGED_PASSWORD,
      }),
    );
    dispatch(profileActions.emailConfirmRequested({ code: EMAIL_CODE }));
    return { recording: recorder.recording(), token: login.token, store };
  }

  const secrets = (token: string) => [
    token,
    PASSWORD,
    NEW_PASSWORD,
    CHANGED_PASSWORD,
    PIN,
    RESET_CODE,
    PASSWORD_CODE,
    EMAIL_CODE,
  ];

  it('keeps every action but none of the secrets, in the actions or the states', () => {
    const { recording, token, store } = journey();
    expect(recording.actions).toHaveLength(9);
    // The live store still has its token; only the recording is redacted.
    expect(store.getState().session.token).toBe(token);
    const json = JSON.stringify(recording);
    for (const secret of secrets(token)) expect(json).not.toContain(secret);
    expect(JSON.stringify(recording.initialState)).toContain(REDACTED);
    expect(recording.actions[1].action.payload).toEqual({ email: EMAIL, pin: REDACTED });
  });

  it('redacts the snapshot that starts the export once old actions were dropped', () => {
    const { recording, token } = journey(4);
    expect(recording.actions.map((a) => a.seq)).toEqual([6, 7, 8, 9]);
    // The state before action 6 is signed in with the token of loginSucceeded.
    expect((recording.initialState as { session: { token: string } }).session.token).toBe(REDACTED);
    const json = JSON.stringify(recording);
    for (const secret of secrets(token)) expect(json).not.toContain(secret);
  });

  it('lets no secret reach our file or the DevTools export', () => {
    const { recording, token } = journey();
    const file = toActionLogFile({
      recording,
      network: [],
      appVersion: '0.1.0',
      viewport: { width: 1280, height: 800 },
    });
    const devtools = toDevToolsExport(recording);
    const replayed = toDevToolsExport(recording, { reducer: rootReducer });
    for (const text of [JSON.stringify(file), JSON.stringify(devtools), JSON.stringify(replayed)]) {
      for (const secret of secrets(token)) expect(text).not.toContain(secret);
    }
  });
});
