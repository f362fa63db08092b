import { combineSlices, configureStore, type Middleware, type Reducer } from '@reduxjs/toolkit';
import createSagaMiddleware, { type Task } from 'redux-saga';
import {
  FLUSH,
  PAUSE,
  PERSIST,
  PURGE,
  REGISTER,
  REHYDRATE,
  persistReducer,
  persistStore,
  type Persistor,
  type Storage,
} from 'redux-persist';
import type { FeatureModule } from '@client/lib/features';
import { eagerReducers as reducers } from './eagerReducers';
import type { RootState } from './rootReducer';
import { defaultSagaContext, rootSaga, type SagaContext } from './rootSaga';
import { createFeatureHost, featuresOnDemand, setFeatureHost } from './featureHost';
import { watchAll } from '@client/lib/lazyWatchers';
import { connectsDevTools, devToolsOptions } from './devTools';
import { localStorageEngine } from './persistStorage';
import { SESSION_STORAGE_KEY, sessionActions } from '@client/features/authentication';
import { configureApiClient } from '@client/api/client';
import { startNotificationSagas } from '@client/features/notifications';

export interface MakeStoreOptions {
  /** Keep session, siteSettings, currency and cache in storage (off in most tests). */
  persist?: boolean;
  storage?: Storage;
  /** Run the sagas (off for pure reducer/selector tests). */
  runSagas?: boolean;
  /**
   * Starts the sagas when this settles instead of at once: a prerendered page makes the store in one
   * task and starts the sagas in the next (app/startApp.tsx), so that neither is long on a phone.
   * Nothing may be dispatched for the sagas before then; `sagaTask` is null until they start.
   */
  startSagasAfter?: Promise<unknown>;
  context?: Partial<SagaContext>;
  /** Added after the saga middleware (the QA action log records here). */
  extraMiddleware?: Middleware[];
  /**
   * Lazily joined features to include from the start (the tests; the app lets each page bring the
   * ones it needs, app/FeatureGate.tsx).
   */
  features?: readonly FeatureModule[];
}

const persistKeys = ['session', 'siteSettings', 'currency', 'cache'] as const;

function persistedReducers(storage: Storage) {
  return {
    ...reducers,
    // Only the stored session parts; request state and progress start afresh.
    session: persistReducer(
      { key: 'session', storage, whitelist: ['token', 'expiration', 'user'] },
      reducers.session,
    ),
    siteSettings: persistReducer(
      { key: 'siteSettings', storage, whitelist: ['data'] },
      reducers.siteSettings,
    ),
    // The currency list and choice, not a request that was in flight when the tab closed.
    currency: persistReducer(
      { key: 'currency', storage, whitelist: ['ids', 'entities', 'selectedCode', 'lastLoadedAt'] },
      reducers.currency,
    ),
    cache: persistReducer({ key: 'cache', storage, whitelist: ['entries'] }, reducers.cache),
  };
}

export function makeStore(preloadedState?: Partial<RootState>, options: MakeStoreOptions = {}) {
  const { persist = false, runSagas = true } = options;
  const storage = options.storage ?? localStorageEngine;
  // Created after the store; the sagas only reach it once they run, and they run after it exists.
  let persistor: Persistor | null = null;
  const context: SagaContext = {
    ...defaultSagaContext,
    sessionSagas: [startNotificationSagas],
    // The host exists by the time a saga asks (it is made below, before the sagas start).
    loadFeature: (name) => host.load(name),
    ...(persist
      ? {
          readStoredSession: () => storage.getItem(SESSION_STORAGE_KEY),
          flushStoredState: () => persistor?.flush() ?? Promise.resolve(),
        }
      : {}),
    ...options.context,
  };
  const sagaMiddleware = createSagaMiddleware({ context: { ...context } });
  // The eager slices (persisted where they are kept); a feature's slices are injected when it joins.
  // The persisted reducer adds only redux-persist's `_persist` markers: the app sees RootState.
  const rootReducer = combineSlices(persist ? persistedReducers(storage) : reducers);
  const reducer = rootReducer as unknown as Reducer<RootState>;
  // The tests' features are in the store from the start (their preloaded state with them), their
  // sagas starting with the eager ones.
  const present = options.features ?? [];
  for (const feature of present) {
    for (const [reducerPath, sliceReducer] of Object.entries(feature.reducers)) {
      rootReducer.inject({ reducerPath, reducer: sliceReducer });
    }
  }

  const store = configureStore({
    reducer,
    preloadedState: preloadedState as never,
    middleware: (getDefault) =>
      getDefault({
        thunk: false,
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      }).concat(sagaMiddleware, ...(options.extraMiddleware ?? [])),
    // Redacted, and off for a public deployment (docs/decisions/040-redux-devtools-on-the-served-build.md).
    devTools: connectsDevTools() ? devToolsOptions : false,
  });

  // The API client reads the token at call time and reports a 401 back as the end of the session.
  configureApiClient({
    getToken: () => store.getState().session.token,
    onUnauthorized: () => {
      // Concurrent calls may all answer 401: the first one ends the session, the others find none.
      if (!store.getState().session.token) return;
      store.dispatch(sessionActions.loggedOut({ reason: 'unauthorized', from: context.getLocation() }));
    },
  });

  const host = createFeatureHost({
    inject: (reducerPath, sliceReducer) => rootReducer.inject({ reducerPath, reducer: sliceReducer }),
    dispatch: store.dispatch,
    runSaga: runSagas ? (saga) => void sagaMiddleware.run(saga) : undefined,
  });
  setFeatureHost(store, host);
  for (const feature of present) host.adopt(feature);
  if (persist) persistor = persistStore(store);
  // Started after persistStore so that the session saga sees the store waiting for REHYDRATE.
  const presentSagas = present.flatMap((feature) => [
    ...feature.sagas,
    ...(feature.watchers?.length ? [watchAll(feature.watchers)] : []),
  ]);
  let sagaTask: Task | null = null;
  const startSagas = () => {
    sagaTask = sagaMiddleware.run(rootSaga([...presentSagas, featuresOnDemand(host)]));
  };
  if (runSagas && options.startSagasAfter) void options.startSagasAfter.then(startSagas);
  else if (runSagas) startSagas();

  return {
    store,
    persistor,
    /** The root saga's task, once the sagas have started (null before, and without sagas). */
    get sagaTask(): Task | null {
      return sagaTask;
    },
  };
}

export type AppStore = ReturnType<typeof makeStore>['store'];
export type AppDispatch = AppStore['dispatch'];
export { persistKeys };
