import { ALL_FEATURES } from '@client/app/allFeatures';
import { devToolsOptions } from '@client/app/devTools';
import { rootReducer } from '@client/app/rootReducer';
import { makeStore } from '@client/app/store';
import { CONSULTANT_REQUESTS } from '@client/features/consultants/consultantsSlice';
import { selectConsultantsLoading } from '@client/features/consultants/consultantsSelectors';
import { CURRENCY_REQUESTS } from '@client/features/currency/currencySlice';
import { NOTIFICATION_REQUESTS } from '@client/features/notifications/notificationsSlice';
import { PROJECT_REQUESTS } from '@client/features/projects/projectsRequested';
import { siteSettingsRecord } from '@client/features/siteSettings/siteSettingsSlice';
import { sessionActions } from '@client/features/authentication/sessionSlice';
import { REQUEST_VIEWS } from '@client/lib/actionLog/devToolsView';
import { REDACTED } from '@client/lib/actionLog/redaction';
import { createActionRecorder } from '@client/lib/actionLog/recorder';
import { parseActionLog, withoutRequestViews } from '@client/lib/actionLog/replay';
import { requestsActions } from '@client/lib/requests';
import { makeLoginResponse } from '@test/client/session';

type Slice = Record<string, unknown>;
type Shown = Record<string, Slice>;

const CONSULTANTS_FAILED = 'An error occurred while loading consultants';

/** The state as Redux DevTools get it from the store. */
function shown(state: unknown): Shown {
  const sanitize = devToolsOptions.stateSanitizer;
  if (!sanitize) throw new Error('DevTools have no state sanitizer');
  return sanitize(state, 0) as Shown;
}

const failed = (key: string, error: string) => requestsActions.failed({ key, error, status: 500 });

describe('the consultants slice as DevTools show it (docs/requirements.md#store)', () => {
  it('is loading while the list request is pending, and holds its error text after a failure', () => {
    const { store } = makeStore(undefined, { runSagas: false });
    expect(shown(store.getState()).consultants).toMatchObject({ loading: false, error: null });

    store.dispatch(requestsActions.started({ key: 'consultants/list' }));
    expect(shown(store.getState()).consultants).toMatchObject({ loading: true, error: null });
    // Derived for DevTools only: the store keeps no second copy of the request state.
    expect(store.getState().consultants).not.toHaveProperty('loading');
    expect(store.getState().consultants).not.toHaveProperty('error');

    store.dispatch(failed('consultants/list', CONSULTANTS_FAILED));
    expect(shown(store.getState()).consultants).toMatchObject({ loading: false, error: CONSULTANTS_FAILED });

    store.dispatch(requestsActions.started({ key: 'consultants/list' }));
    store.dispatch(requestsActions.succeeded({ key: 'consultants/list', at: 1_000 }));
    expect(shown(store.getState()).consultants).toMatchObject({ loading: false, error: null });
  });

  it('is loading at any consultant request, as the loading flag of the views is', () => {
    const { store } = makeStore(undefined, { runSagas: false });
    store.dispatch(requestsActions.started({ key: 'consultants/update:7' }));
    expect(selectConsultantsLoading(store.getState())).toBe(true);
    expect(shown(store.getState()).consultants).toMatchObject({ loading: true, error: null });
    // Another area's request is not the consultants'.
    store.dispatch(requestsActions.succeeded({ key: 'consultants/update:7', at: 1_000 }));
    store.dispatch(requestsActions.started({ key: 'services/list' }));
    expect(shown(store.getState()).consultants).toMatchObject({ loading: false });
  });

  it('keeps the rest of the slice as it is, and the redaction', () => {
    const login = makeLoginResponse();
    const { store } = makeStore(undefined, { runSagas: false });
    store.dispatch(sessionActions.loginSucceeded(login));
    store.dispatch(requestsActions.started({ key: 'consultants/list' }));
    const state = shown(store.getState());
    const { loading: _loading, error: _error, ...rest } = state.consultants;
    expect(rest).toEqual(store.getState().consultants);
    expect(state.session.token).toBe(REDACTED);
    expect(JSON.stringify(state)).not.toContain(login.token);
  });
});

describe('the other slices with a load of their own', () => {
  it('show the site settings load, the currency list and the notifications list', () => {
    // The notifications' slice joins with a session (or its pages): here from the start.
    const { store } = makeStore(undefined, { runSagas: false, features: ALL_FEATURES });
    store.dispatch(requestsActions.started({ key: 'siteSettings/load' }));
    store.dispatch(failed('currency/list', 'Failed to load currencies'));
    store.dispatch(requestsActions.started({ key: 'notifications/list' }));
    const state = shown(store.getState());
    expect(state.siteSettings).toMatchObject({ loading: true, error: null });
    expect(state.currency).toMatchObject({ loading: false, error: 'Failed to load currencies' });
    expect(state.notifications).toMatchObject({ loading: true, error: null });
    // A notifications request other than the list does not count.
    store.dispatch(requestsActions.succeeded({ key: 'notifications/list', at: 1_000 }));
    store.dispatch(requestsActions.started({ key: 'notifications/unreadCount' }));
    expect(shown(store.getState()).notifications).toMatchObject({ loading: false, error: null });
  });

  it('show the projects list once the work area has joined, and no projects slice before', () => {
    const before = makeStore(undefined, { runSagas: false }).store;
    before.dispatch(requestsActions.started({ key: 'projects/list' }));
    expect(shown(before.getState())).not.toHaveProperty('projects');

    const { store } = makeStore(undefined, { runSagas: false, features: ALL_FEATURES });
    store.dispatch(failed('projects/list', 'Failed to fetch projects'));
    expect(shown(store.getState()).projects).toMatchObject({
      loading: false,
      error: 'Failed to fetch projects',
    });
  });

  it('name the features’ own request keys', () => {
    expect(REQUEST_VIEWS.map((view) => [view.slice, view.loading, view.error])).toEqual([
      ['consultants', 'consultants/', CONSULTANT_REQUESTS.list],
      ['siteSettings', siteSettingsRecord.requests.load, siteSettingsRecord.requests.load],
      ['currency', CURRENCY_REQUESTS.list, CURRENCY_REQUESTS.list],
      ['notifications', NOTIFICATION_REQUESTS.list, NOTIFICATION_REQUESTS.list],
      ['projects', PROJECT_REQUESTS.list, PROJECT_REQUESTS.list],
    ]);
  });

  it('hide no field of a slice: none keeps a loading or error of its own', () => {
    const state = rootReducer(undefined, { type: '@@test/init' }) as unknown as Shown;
    for (const { slice } of REQUEST_VIEWS) {
      expect(state[slice]).toBeDefined();
      expect(Object.keys(state[slice])).not.toContain('loading');
      expect(Object.keys(state[slice])).not.toContain('error');
    }
  });
});

describe('recorded logs and DevTools exports', () => {
  it('record the state without the views, so a replay reaches the recorded state', () => {
    const recorder = createActionRecorder({ capacity: 10, checkpointEvery: 1 });
    const { store } = makeStore(undefined, { runSagas: false, extraMiddleware: [recorder.middleware] });
    store.dispatch(requestsActions.started({ key: 'consultants/list' }));
    const { initialState, finalState } = recorder.recording() as { initialState: Shown; finalState: Shown };
    expect(finalState.requests['consultants/list']).toMatchObject({ status: 'pending' });
    for (const state of [initialState, finalState]) {
      expect(state.consultants).not.toHaveProperty('loading');
      expect(state.consultants).not.toHaveProperty('error');
    }
  });

  it('replay an export of the extension from the state the reducers keep', () => {
    const { store } = makeStore(undefined, { runSagas: false });
    store.dispatch(failed('consultants/list', CONSULTANTS_FAILED));
    const committedState = shown(store.getState());
    expect(committedState.consultants).toMatchObject({ loading: false, error: CONSULTANTS_FAILED });
    const log = parseActionLog({
      actionsById: { 0: { type: 'PERFORM_ACTION', action: { type: '@@INIT' } } },
      committedState,
    });
    expect(log.initialState).toEqual(JSON.parse(JSON.stringify(store.getState())));
    expect((log.initialState as Shown).consultants).not.toHaveProperty('loading');
    expect(withoutRequestViews(store.getState())).toEqual(store.getState());
  });
});
