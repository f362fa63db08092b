import { waitFor } from '@testing-library/react';
import { notificationWatchers } from '@client/features/notifications/notificationsSaga';
import { EARLY_REQUESTS } from '@client/features/notifications/startNotificationSagas';
import { selectSettingsRequest } from '@client/features/notifications/notificationsSelectors';
import { notificationsActions } from '@client/features/notifications/notificationsSlice';
import { initialSessionState, sessionActions } from '@client/features/authentication/sessionSlice';
import { installFakeAdapter } from '@test/client/apiAdapter';
import { FakeHubConnection, fakeHubFactory } from '@test/client/fakeHub';
import { serverNotification } from '@test/client/notificationsState';
import { makeTestContext } from '@test/client/sagaContext';
import { makeLoginResponse } from '@test/client/session';
import { startStore } from '@test/client/storeHarness';

/** The whole store: a restored session loads notifications, goes live, and lets go at logout. */
describe('notifications across a session', () => {
  let fake: ReturnType<typeof installFakeAdapter>;
  afterEach(() => fake.restore());

  it('loads, counts live events without a reload, and stops at logout', async () => {
    fake = installFakeAdapter((config) => {
      if (config.url === '/notification/all') {
        return { status: 200, data: [serverNotification(1)] };
      }
      if (config.url === '/notification/total-unread-count') return { status: 200, data: { count: 1 } };
      if (config.url === '/Account/logout') return { status: 204 };
      return { status: 200, data: null };
    });
    const hub = new FakeHubConnection();
    const login = makeLoginResponse(Date.now());
    const app = startStore(
      {
        session: {
          ...initialSessionState,
          token: login.token,
          expiration: login.expiration,
          user: login.user,
        },
      },
      { context: makeTestContext({ now: Date.now, createHubConnection: fakeHubFactory(hub) }) },
    );
    await waitFor(() => expect(app.store.getState().notifications.connectionStatus).toBe('connected'));
    await waitFor(() => expect(app.store.getState().notifications.unreadCount).toBe(1));
    const list = fake.calls.find((c) => c.url === '/notification/all')!;
    expect(list.params).toEqual({ includeRead: false, limit: 50 });
    expect(list.headers.get('Authorization')).toBe(`Bearer ${login.token}`);

    hub.emit('UserNotification', serverNotification(2, { title: 'Assigned', message: 'ERP' }));
    await waitFor(() => expect(app.store.getState().notifications.unreadCount).toBe(2));
    expect(app.store.getState().toasts.queue.map((t) => t.message)).toEqual(['Assigned: ERP']);
    expect(app.nonSerializable()).toEqual([]);

    app.store.dispatch(sessionActions.logoutRequested());
    await waitFor(() => expect(app.store.getState().session.token).toBeNull());
    expect(hub.stopped).toBe(1);
    expect(hub.handlerCount()).toBe(0);
    expect(app.store.getState().notifications).toMatchObject({
      ids: [],
      unreadCount: 0,
      connectionStatus: 'disconnected',
    });
    app.stop();
  });

  it('serves what a page asked for while the session code was still loading', async () => {
    fake = installFakeAdapter((config) => {
      if (config.url === '/notification/settings')
        return { status: 200, data: { families: {}, emailDigest: 'daily' } };
      if (config.url === '/notification/all') return { status: 200, data: [] };
      return { status: 200, data: { count: 0 } };
    });
    const login = makeLoginResponse(Date.now());
    const app = startStore(undefined, { context: makeTestContext({ now: Date.now }) });
    app.store.dispatch(sessionActions.loginSucceeded(login));
    // Dispatched in the same tick as the login: the notification code has not arrived yet.
    app.store.dispatch(notificationsActions.fetchRequested({ includeRead: true }));
    app.store.dispatch(notificationsActions.settingsRequested());
    await waitFor(() => expect(selectSettingsRequest(app.store.getState()).status).toBe('succeeded'));
    expect(app.store.getState().notifications.settings?.emailDigest).toBe('daily');
    await waitFor(() => expect(fake.calls.some((c) => c.url === '/notification/all')).toBe(true));
    expect(fake.calls.find((c) => c.url === '/notification/all')!.params).toEqual({
      includeRead: true,
      limit: 50,
    });
    expect(fake.calls.filter((c) => c.url === '/notification/settings')).toHaveLength(1);
    app.stop();
  });

  it('serves held requests as its watchers would: the latest mark-all-read once, every mark-read', async () => {
    fake = installFakeAdapter((config) => {
      if (config.url === '/notification/all') return { status: 200, data: [] };
      return { status: 200, data: { count: 0 } };
    });
    const app = startStore(undefined, { context: makeTestContext({ now: Date.now }) });
    app.store.dispatch(sessionActions.loginSucceeded(makeLoginResponse(Date.now())));
    // Dispatched while the notification code is still loading.
    app.store.dispatch(notificationsActions.markAllReadRequested());
    app.store.dispatch(notificationsActions.markAllReadRequested());
    app.store.dispatch(notificationsActions.markReadRequested(7));
    app.store.dispatch(notificationsActions.markReadRequested(8));
    await waitFor(() =>
      expect(fake.calls.filter((c) => c.url === '/notification/mark-read/8')).toHaveLength(1),
    );
    await waitFor(() =>
      expect(fake.calls.filter((c) => c.url === '/notification/all').length).toBeGreaterThan(0),
    );
    expect(fake.calls.filter((c) => c.url?.startsWith('/notification/mark-all-read'))).toHaveLength(1);
    expect(fake.calls.filter((c) => c.url === '/notification/mark-read/7')).toHaveLength(1);
    app.stop();
  });

  it('buffers only requests that the loaded code serves', () => {
    const served = new Set(notificationWatchers.map(([, type]) => type));
    expect(EARLY_REQUESTS.filter((type) => !served.has(type))).toEqual([]);
    expect(EARLY_REQUESTS.length).toBeGreaterThan(0);
  });
});
