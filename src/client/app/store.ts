import { combineReducers, configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
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
import { reducers, type RootState } from './rootReducer';
import { rootSaga, type SagaContext } from './rootSaga';
import { devToolsOptions } from './devTools';
import { localStorageEngine } from './persistStorage';

export interface MakeStoreOptions {
  /** Keep session, siteSettings, currency and cache in storage (off in most tests). */
  persist?: boolean;
  storage?: Storage;
  /** Run the sagas (off for pure reducer/selector tests). */
  runSagas?: boolean;
  context?: Partial<SagaContext>;
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
    siteSettings: persistReducer({ key: 'siteSettings', storage, whitelist: ['data'] }, reducers.siteSettings),
    currency: persistReducer({ key: 'currency', storage }, reducers.currency),
    cache: persistReducer({ key: 'cache', storage }, reducers.cache),
  };
}

export function makeStore(preloadedState?: Partial<RootState>, options: MakeStoreOptions = {}) {
  const { persist = false, runSagas = true } = options;
  const sagaMiddleware = createSagaMiddleware({ context: { ...options.context } });
  const reducer = persist
    ? combineReducers(persistedReducers(options.storage ?? localStorageEngine))
    : combineReducers(reducers);

  const store = configureStore({
    reducer,
    preloadedState: preloadedState as never,
    middleware: (getDefault) =>
      getDefault({
        thunk: false,
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      }).concat(sagaMiddleware),
    devTools: process.env.NODE_ENV !== 'production' ? devToolsOptions : false,
  });

  let persistor: Persistor | null = null;
  if (persist) persistor = persistStore(store);
  if (runSagas) sagaMiddleware.run(rootSaga);
  return { store, persistor };
}

export type AppStore = ReturnType<typeof makeStore>['store'];
export type AppDispatch = AppStore['dispatch'];
export { persistKeys };
