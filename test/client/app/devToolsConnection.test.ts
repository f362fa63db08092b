import { compose, type DevToolsEnhancerOptions } from '@reduxjs/toolkit';
import { DEVTOOLS_META } from '@shared/devTools';
import type * as StoreModule from '@client/app/store';
import type * as DevToolsModule from '@client/app/devTools';
import type * as SessionModule from '@client/features/authentication/sessionSlice';
import { makeLoginResponse } from '@test/client/session';

// Redux DevTools on the served build (docs/decisions/040-redux-devtools-on-the-served-build.md): a
// production build connects to the extension's hook when its page carries the server's setting.
const HOOK = '__REDUX_DEVTOOLS_EXTENSION_COMPOSE__';
const hooks = window as unknown as Record<string, unknown>;

interface Built {
  /** What the extension's hook was given, once per call. */
  calls: DevToolsEnhancerOptions[];
  devTools: typeof DevToolsModule;
  store: ReturnType<typeof StoreModule.makeStore>['store'];
  session: typeof SessionModule;
}

/** The store made by a build of `mode` on a page with `head`, with a fake extension installed first. */
function built(mode: string, head: string): Built {
  const calls: DevToolsEnhancerOptions[] = [];
  const environment = process.env.NODE_ENV;
  document.head.innerHTML = head;
  // Redux Toolkit looks for the hook when it loads, as in the browser, where the extension comes first.
  hooks[HOOK] = (options: DevToolsEnhancerOptions) => {
    calls.push(options);
    return compose;
  };
  process.env.NODE_ENV = mode;
  try {
    let result: Omit<Built, 'calls'> | undefined;
    jest.isolateModules(() => {
      const { makeStore } = jest.requireActual<typeof StoreModule>('@client/app/store');
      result = {
        store: makeStore(undefined, { runSagas: false }).store,
        devTools: jest.requireActual<typeof DevToolsModule>('@client/app/devTools'),
        session: jest.requireActual<typeof SessionModule>('@client/features/authentication/sessionSlice'),
      };
    });
    if (!result) throw new Error('the store was not made');
    return { calls, ...result };
  } finally {
    process.env.NODE_ENV = environment;
    delete hooks[HOOK];
    document.head.innerHTML = '';
  }
}

describe('the store and the Redux DevTools extension', () => {
  it('connects in a production build whose page allows it, redacted and without traces', () => {
    const { calls, devTools, store, session } = built('production', DEVTOOLS_META);
    expect(calls).toHaveLength(1);
    const [options] = calls;
    expect(options.name).toBe('Consultancy portal');
    expect(options.trace).toBe(false);
    expect(options.actionSanitizer).toBe(devTools.actionSanitizer);
    expect(options.stateSanitizer).toBe(devTools.devToolsStateSanitizer);

    const login = makeLoginResponse();
    store.dispatch(session.sessionActions.loginSucceeded(login));
    expect(store.getState().session.token).toBe(login.token);
    const shown = options.stateSanitizer?.(store.getState(), 0) as {
      session: { token: string; user: unknown };
    };
    expect(shown.session.token).toBe('<redacted>');
    expect(shown.session.user).toEqual(login.user);
    const action = options.actionSanitizer?.(session.sessionActions.loginSucceeded(login), 0);
    expect(JSON.stringify(action)).not.toContain(login.token);
  });

  it('never calls the hook in a production build whose page does not allow it', () => {
    expect(built('production', '').calls).toHaveLength(0);
    expect(built('production', '<meta name="devtools" content="off" />').calls).toHaveLength(0);
  });

  it('connects in a development build whatever the page, with traces', () => {
    const { calls } = built('development', '');
    expect(calls).toHaveLength(1);
    expect(calls[0].trace).toBe(true);
  });
});
