import { waitFor } from '@testing-library/react';
import type { Middleware } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { put, select } from 'redux-saga/effects';
import { REHYDRATE } from 'redux-persist';
import { makeStore } from '@client/app/store';
import type { RootState } from '@client/app/rootReducer';
import type { FeatureModule } from '@client/lib/features';
import { resetPageData } from '@client/api/pageData';
import { PAGE_DATA_ID } from '@shared/api/firstScreen';
import { cacheActions } from '@client/features/cache/cacheSlice';
import { currencyActions } from '@client/features/currency/currencySlice';
import { initialSessionState, sessionActions } from '@client/features/authentication/sessionSlice';
import { profileActions } from '@client/features/profile/profileSlice';
import { siteSettingsActions, siteSettingsRecord } from '@client/features/siteSettings/siteSettingsSlice';
import { selectRequest } from '@client/lib/requests';
import { SITE_DEFAULTS } from '@shared/siteDefaults';
import { installFakeAdapter, type FakeHandler } from '@test/client/apiAdapter';
import { makeTestContext } from '@test/client/sagaContext';
import { makeLoginResponse, makeUser } from '@test/client/session';
import { memoryStorage, startStore, storedFields } from '@test/client/storeHarness';

const HOUR = 3_600_000;
const settings = { id: 1, ...SITE_DEFAULTS, siteName: 'Stored Name' };
const siteSettingsLoad = (state: Parameters<typeof selectRequest>[0]) =>
  selectRequest(state, siteSettingsRecord.requests.load);
/** A session valid for a day from the real clock (the store's default `now`). */
const liveSession = (user = makeUser()) => {
  const login = makeLoginResponse(Date.now());
  return { token: login.token, expiration: login.expiration, user };
};

let fake: ReturnType<typeof installFakeAdapter>;
const answer = (handler: FakeHandler) => {
  fake = installFakeAdapter(handler);
};
afterEach(() => fake?.restore());

const siteSettingsOr =
  (other: FakeHandler): FakeHandler =>
  (config) =>
    config.url === '/sitesettings' ? { status: 200, data: settings } : other(config);

describe('makeStore persistence', () => {
  it('writes only the session token, expiration and user, site settings data, currency and cache', async () => {
    const { storage, data } = memoryStorage();
    const { store, persistor } = makeStore(undefined, { persist: true, storage, runSagas: false });
    await waitFor(() => expect(data['persist:session']).toBeDefined());
    const login = makeLoginResponse(Date.now());
    store.dispatch(sessionActions.loginSucceeded(login));
    store.dispatch(profileActions.photoUploadRequested({ fileId: 'f' }));
    store.dispatch(profileActions.photoUploadProgressed({ percent: 50 }));
    store.dispatch(siteSettingsActions.received(settings));
    store.dispatch(
      currencyActions.listReceived({
        currencies: [{ id: 1, code: 'TRY', symbol: '₺', name: 'Lira' }],
        loadedAt: 1000,
      }),
    );
    store.dispatch(currencyActions.fetchRequested());
    store.dispatch(cacheActions.set('services', [{ id: 1 }], 60_000, 5000));
    await persistor!.flush();

    expect(Object.keys(data).sort()).toEqual([
      'persist:cache',
      'persist:currency',
      'persist:session',
      'persist:siteSettings',
    ]);
    expect(storedFields(data, 'session')).toEqual({
      token: login.token,
      expiration: login.expiration,
      user: login.user,
      _persist: { version: -1, rehydrated: true },
    });
    expect(Object.keys(storedFields(data, 'siteSettings')!).sort()).toEqual(['_persist', 'data']);
    expect(Object.keys(storedFields(data, 'currency')!).sort()).toEqual([
      '_persist',
      'entities',
      'ids',
      'lastLoadedAt',
      'selectedCode',
    ]);
    expect(storedFields(data, 'cache')!.entries).toEqual({
      services: { data: [{ id: 1 }], timestamp: 5000, expiry: 65_000 },
    });
  });
});

describe('start-up', () => {
  it('restores a valid stored session once rehydrated and loads the site settings', async () => {
    // The restored session's notification sagas read the list and the unread count.
    answer(
      siteSettingsOr((config) =>
        config.url === '/notification/all'
          ? { status: 200, data: [] }
          : { status: 200, data: config.url?.includes('unread-count') ? { count: 0 } : null },
      ),
    );
    const session = liveSession();
    const { storage } = memoryStorage({
      'persist:session': JSON.stringify({
        token: JSON.stringify(session.token),
        expiration: JSON.stringify(session.expiration),
        user: JSON.stringify(session.user),
        _persist: JSON.stringify({ version: -1, rehydrated: true }),
      }),
    });
    const app = startStore(undefined, {
      persist: true,
      storage,
      context: makeTestContext({ now: Date.now }),
    });
    await waitFor(() => expect(app.store.getState().session.initialized).toBe(true));
    await waitFor(() => expect(siteSettingsLoad(app.store.getState()).status).toBe('succeeded'));
    const types = app.types();
    expect(types.indexOf(REHYDRATE)).toBeLessThan(types.indexOf(sessionActions.restored.type));
    expect(types).not.toContain(sessionActions.loggedOut.type);
    expect(app.store.getState().session.user?.email).toBe('ayse@example.com');
    expect(app.store.getState().siteSettings.data?.siteName).toBe('Stored Name');
    app.stop();
  });

  it("lands the page's fresh site settings after the ones kept in the browser, not under them", async () => {
    // The page as it loads, whatever an earlier read of the process took.
    resetPageData();
    answer(() => ({ status: 599 }));
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = PAGE_DATA_ID;
    block.textContent = JSON.stringify({
      reads: [{ path: '/sitesettings', body: { ...settings, siteName: 'Renamed Firm' } }],
    });
    document.body.append(block);
    const { storage } = memoryStorage({
      'persist:siteSettings': JSON.stringify({
        data: JSON.stringify(settings),
        _persist: JSON.stringify({ version: -1, rehydrated: true }),
      }),
    });
    const app = startStore(undefined, {
      persist: true,
      storage,
      context: makeTestContext({ now: Date.now }),
    });
    try {
      await waitFor(() => expect(siteSettingsLoad(app.store.getState()).status).toBe('succeeded'));
      const types = app.types();
      expect(types.indexOf(REHYDRATE)).toBeLessThan(types.indexOf(siteSettingsActions.fetchRequested.type));
      expect(app.store.getState().siteSettings.data?.siteName).toBe('Renamed Firm');
      // Answered from the page: nothing went out.
      expect(fake.calls).toHaveLength(0);
    } finally {
      app.stop();
      block.remove();
      resetPageData();
    }
  });

  it('clears an expired stored session without navigating', async () => {
    answer(siteSettingsOr(() => ({ status: 200 })));
    const ctx = makeTestContext({ now: Date.now });
    const expired = { ...liveSession(), expiration: new Date(Date.now() + HOUR / 60).toISOString() };
    const app = startStore({ session: { ...initialSessionState, ...expired } }, { context: ctx });
    await waitFor(() => expect(app.store.getState().session.initialized).toBe(true));
    expect(app.actions).toContainEqual(sessionActions.loggedOut({ reason: 'expired' }));
    expect(app.store.getState().session.token).toBeNull();
    expect(ctx.navigate).not.toHaveBeenCalled();
    app.stop();
  });

  it('keeps the built-in defaults and only the error when the settings fail to load', async () => {
    answer(() => ({ status: 500, data: { message: 'Database down' } }));
    const app = startStore(undefined, { context: makeTestContext() });
    await waitFor(() => expect(siteSettingsLoad(app.store.getState()).status).toBe('failed'));
    expect(app.store.getState().siteSettings.data).toBeNull();
    expect(siteSettingsLoad(app.store.getState()).error).toBe('Database down');
    expect(app.store.getState().toasts.queue).toEqual([]);
    app.stop();
  });
});

describe('the session against the API', () => {
  it('logs in with only serializable actions and sends the token afterwards', async () => {
    const login = makeLoginResponse(Date.now());
    answer(
      siteSettingsOr((config) => {
        if (config.url === '/Account/login') return { status: 200, data: login };
        if (config.url === '/Manage/profile') {
          return { status: 200, data: { ...login.user, phoneNumber: '+90 555' } };
        }
        return { status: 404 };
      }),
    );
    const ctx = makeTestContext({ now: Date.now });
    const app = startStore(undefined, { context: ctx });
    app.store.dispatch(
      sessionActions.loginRequested({ email: 'ayse@example.com', password: 'Secret123!', from: '/profile' }),
    );
    await waitFor(() => expect(ctx.navigate).toHaveBeenCalledWith('/profile', { replace: true }));
    app.store.dispatch(profileActions.fetchRequested());
    await waitFor(() => expect(app.store.getState().session.user?.phoneNumber).toBe('+90 555'));

    const profileCall = fake.calls.find((c) => c.url === '/Manage/profile')!;
    expect(profileCall.headers.get('Authorization')).toBe(`Bearer ${login.token}`);
    expect(fake.calls.find((c) => c.url === '/Account/login')!.headers.has('Authorization')).toBe(false);
    expect(app.nonSerializable()).toEqual([]);
    app.stop();
  });

  it('has the session in storage by the time login or logout moves on', async () => {
    const login = makeLoginResponse(Date.now());
    answer(
      siteSettingsOr((config) => {
        if (config.url === '/Account/login') return { status: 200, data: login };
        if (config.url === '/Account/logout') return { status: 204 };
        return { status: 404 };
      }),
    );
    const { storage, data } = memoryStorage();
    const storedOnNavigation: unknown[] = [];
    const ctx = makeTestContext({ now: Date.now });
    ctx.navigate.mockImplementation(() => storedOnNavigation.push(storedFields(data, 'session')?.token));
    const app = startStore(undefined, { persist: true, storage, context: ctx });
    await waitFor(() => expect(app.store.getState().session.initialized).toBe(true));

    app.store.dispatch(sessionActions.loginRequested({ email: 'ayse@example.com', password: 'Secret123!' }));
    await waitFor(() => expect(ctx.navigate).toHaveBeenCalledWith('/', { replace: true }));
    expect(storedOnNavigation).toEqual([login.token]);

    app.store.dispatch(sessionActions.logoutRequested());
    await waitFor(() => expect(ctx.navigate).toHaveBeenCalledTimes(2));
    expect(storedOnNavigation).toEqual([login.token, null]);
    app.stop();
  });

  it('ends the session on a 401 and sends the user to /login remembering the page', async () => {
    answer(siteSettingsOr(() => ({ status: 401, data: { message: 'Authentication is required.' } })));
    const ctx = makeTestContext({ now: Date.now, getLocation: () => '/profile?tab=photo' });
    const app = startStore({ session: { ...initialSessionState, ...liveSession() } }, { context: ctx });
    await waitFor(() => expect(app.store.getState().session.initialized).toBe(true));
    app.store.dispatch(profileActions.fetchRequested());
    app.store.dispatch(profileActions.fetchRequested());
    await waitFor(() =>
      expect(ctx.navigate).toHaveBeenCalledWith('/login', {
        replace: true,
        state: { from: '/profile?tab=photo' },
      }),
    );
    expect(app.store.getState().session).toMatchObject({ token: null, user: null });
    const loggedOut = app.actions.filter((a) => a.type === sessionActions.loggedOut.type);
    expect(loggedOut).toEqual([
      sessionActions.loggedOut({ reason: 'unauthorized', from: '/profile?tab=photo' }),
    ]);
    app.stop();
  });

  it('aborts the consultant lookup when the session ends first', async () => {
    let aborted = false;
    answer(
      siteSettingsOr((config) => {
        if (config.url === '/Account/logout') return { status: 204 };
        return new Promise((_resolve, reject) => {
          config.signal?.addEventListener?.('abort', () => {
            aborted = true;
            reject(new Error('aborted'));
          });
        });
      }),
    );
    const ctx = makeTestContext({ now: Date.now });
    const consultant = liveSession(makeUser({ roleId: 2, roles: ['Consultant'], isConsultant: true }));
    const app = startStore({ session: { ...initialSessionState, ...consultant } }, { context: ctx });
    await waitFor(() => expect(fake.calls.some((c) => c.url === '/consultants/user/7')).toBe(true));
    app.store.dispatch(sessionActions.logoutRequested());
    await waitFor(() => expect(ctx.navigate).toHaveBeenCalledWith('/', undefined));
    expect(aborted).toBe(true);
    expect(app.store.getState().session.user).toBeNull();
    app.stop();
  });
});

describe('makeStore with its sagas started later', () => {
  it('starts the sagas only once the promise settles, after what was dispatched before', async () => {
    let release!: () => void;
    const later = new Promise<void>((resolve) => (release = resolve));
    const actions: Array<{ type: string; payload?: unknown }> = [];
    const types = () => actions.map((action) => action.type);
    const record: Middleware = () => (next) => (action) => {
      actions.push(action as { type: string; payload?: unknown });
      return next(action);
    };
    answer(siteSettingsOr(() => ({ status: 404, data: { message: 'Not found.' } })));
    const probe: FeatureModule = {
      name: 'work',
      reducers: {},
      sagas: [
        function* probeSaga(): SagaIterator {
          const name: string = yield select((state: RootState) => state.siteSettings.data?.siteName);
          yield put({ type: 'probe/started', payload: name });
        },
      ],
    };
    const made = makeStore(undefined, {
      features: [probe],
      startSagasAfter: later,
      extraMiddleware: [record],
      context: makeTestContext(),
    });
    const { store } = made;
    expect(made.sagaTask).toBeNull();
    store.dispatch(siteSettingsActions.received(settings));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(types()).not.toContain('probe/started');

    release();
    await waitFor(() => expect(types()).toContain('probe/started'));
    // The sagas begin from the state made before they started.
    expect(actions.find((action) => action.type === 'probe/started')?.payload).toBe('Stored Name');
    expect(made.sagaTask).not.toBeNull();
    made.sagaTask?.cancel();
  });
});
