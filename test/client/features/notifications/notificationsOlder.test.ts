import { expectSaga } from 'redux-saga-test-plan';
import type { Notification } from '@shared/contracts/notifications';
import { rootReducer, type RootState } from '@client/app/rootReducer';
import { notificationWatchers, notificationsSaga } from '@client/features/notifications/notificationsSaga';
import {
  selectAllNotifications,
  selectHasOlderNotifications,
  selectOlderNotificationsRequest,
  selectOldestServerNotificationId,
} from '@client/features/notifications/notificationsSelectors';
import { notificationsActions as a } from '@client/features/notifications/notificationsSlice';
import { NOTIFICATION_TEXTS } from '@client/features/notifications/notificationTexts';
import { serveAction } from '@client/lib/calls';
import { initialSessionState } from '@client/features/authentication/sessionSlice';
import { serveRoutes } from '@test/client/apiAdapter';
import { serverNotification } from '@test/client/notificationsState';
import { contextProvider, makeTestContext } from '@test/client/sagaContext';
import { NOW, storedSession } from '@test/client/session';

// Load more on the notifications page (docs/requirements.md#growth): the next page comes from the
// server by a cursor, the oldest id already loaded, with the list's own query.

const DAY = 24 * 60 * 60 * 1000;
const ok = (data?: unknown) => ({ status: 200, data });
/** `count` notifications, newest first, ids from `first` down (a higher id is newer). */
const run = (first: number, count: number, over: Partial<Notification> = {}) =>
  Array.from({ length: count }, (_, i) => serverNotification(first - i, over, 1000 - (first - i)));
const ids = (state: RootState) => selectAllNotifications(state).map((n) => n.id);
const ctx = contextProvider(makeTestContext());

const signedIn = (roleId = 3, ...actions: Parameters<typeof rootReducer>[1][]): RootState => {
  const base = rootReducer(undefined, { type: '@@init' });
  const start = {
    ...base,
    session: { ...initialSessionState, ...storedSession(DAY, NOW, { roleId }), initialized: true },
  };
  return actions.reduce(rootReducer, start);
};
const pageQuery = a.fetchRequested({ includeRead: true, limit: 50 });

let fake: ReturnType<typeof serveRoutes> | undefined;
afterEach(() => fake?.restore());

describe('the first page', () => {
  it('says whether older ones may exist: a full page, yes; a short one, no', () => {
    expect(selectHasOlderNotifications(signedIn(3, pageQuery, a.listReceived(run(100, 50))))).toBe(true);
    expect(selectHasOlderNotifications(signedIn(3, pageQuery, a.listReceived(run(100, 49))))).toBe(false);
  });
});

describe('Load more', () => {
  it('asks for the page before the oldest loaded id with the list’s query, and appends it', async () => {
    const older = run(50, 50);
    fake = serveRoutes({ 'GET /notification/all?includeRead=true&limit=50&before=51': ok(older) });
    const { storeState } = await expectSaga(serveAction, notificationWatchers, a.olderRequested())
      .withReducer(rootReducer, signedIn(3, pageQuery, a.listReceived(run(100, 50))))
      .provide([ctx])
      .run();
    expect(fake.keys()).toEqual(['GET /notification/all?includeRead=true&limit=50&before=51']);
    expect(ids(storeState)).toEqual(Array.from({ length: 100 }, (_, i) => 100 - i));
    expect(selectOldestServerNotificationId(storeState)).toBe(1);
    // The answer was a full page: there may be more.
    expect(selectHasOlderNotifications(storeState)).toBe(true);
    expect(selectOlderNotificationsRequest(storeState).status).toBe('succeeded');
  });

  it('stops offering more after a short page', async () => {
    fake = serveRoutes({ 'GET /notification/all?includeRead=true&limit=50&before=51': ok(run(50, 3)) });
    const { storeState } = await expectSaga(serveAction, notificationWatchers, a.olderRequested())
      .withReducer(rootReducer, signedIn(3, pageQuery, a.listReceived(run(100, 50))))
      .provide([ctx])
      .run();
    expect(ids(storeState).slice(-4)).toEqual([51, 50, 49, 48]);
    expect(selectHasOlderNotifications(storeState)).toBe(false);
  });

  it('merges an administrator’s two lists and keeps only the newest page of the two', async () => {
    // The own list's page reaches further back than the admin list's: of the two answers only the
    // newest 50 together are certain to have nothing missing between them.
    const mine = run(60, 50, { audience: 'user' });
    const admin = run(140, 50, { audience: 'admin' });
    fake = serveRoutes({
      'GET /notification/all?includeRead=true&limit=50&before=151': ok(mine),
      'GET /notification/admin?includeRead=true&limit=50&before=151': ok(admin),
    });
    const { storeState } = await expectSaga(serveAction, notificationWatchers, a.olderRequested())
      .withReducer(rootReducer, signedIn(1, pageQuery, a.listReceived(run(200, 50))))
      .provide([ctx])
      .run();
    const loaded = selectAllNotifications(storeState);
    expect(loaded).toHaveLength(100);
    expect(loaded.slice(50).map((n) => n.id)).toEqual(admin.map((n) => n.id));
    // The next Load more starts after the last admin one, so the own ones follow then.
    expect(selectOldestServerNotificationId(storeState)).toBe(91);
  });

  it('keeps what was loaded when the first page is reloaded after a change', async () => {
    fake = serveRoutes({ 'GET /notification/all?includeRead=true&limit=50&before=51': ok(run(50, 50)) });
    const { storeState } = await expectSaga(serveAction, notificationWatchers, a.olderRequested())
      .withReducer(rootReducer, signedIn(3, pageQuery, a.listReceived(run(100, 50))))
      .provide([ctx])
      .run();
    // A reload of the first page (after marking one read) answers the same 50.
    const reloaded = rootReducer(storeState, a.listReceived(run(100, 50, { isRead: true })));
    expect(ids(reloaded)).toHaveLength(100);
    expect(selectHasOlderNotifications(reloaded)).toBe(true);
    // A live one on top does not lose a row in the middle: only the oldest may go, and Load more
    // would bring it back.
    const live = rootReducer(reloaded, a.listReceived([...run(101, 1), ...run(100, 49)]));
    expect(ids(live)[0]).toBe(101);
    expect(ids(live)).toContain(50);
  });

  it('drops the older pages when the page’s query changes to another list', async () => {
    fake = serveRoutes({ 'GET /notification/all?includeRead=true&limit=50&before=51': ok(run(50, 50)) });
    const { storeState } = await expectSaga(serveAction, notificationWatchers, a.olderRequested())
      .withReducer(rootReducer, signedIn(3, pageQuery, a.listReceived(run(100, 50))))
      .provide([ctx])
      .run();
    const unreadOnly = rootReducer(
      rootReducer(storeState, a.fetchRequested({ includeRead: false })),
      a.listReceived(run(100, 50)),
    );
    expect(ids(unreadOnly)).toHaveLength(50);
  });

  it('asks nothing while no notification of the server is loaded', async () => {
    fake = serveRoutes({});
    const { storeState } = await expectSaga(serveAction, notificationWatchers, a.olderRequested())
      .withReducer(rootReducer, signedIn(3, pageQuery))
      .provide([ctx])
      .run();
    expect(fake.calls).toEqual([]);
    expect(selectOlderNotificationsRequest(storeState).status).toBe('idle');
  });

  it('shows the list’s error text when the page fails, and keeps what is loaded', async () => {
    fake = serveRoutes({ 'GET /notification/all?includeRead=true&limit=50&before=51': { status: 500 } });
    const { storeState } = await expectSaga(serveAction, notificationWatchers, a.olderRequested())
      .withReducer(rootReducer, signedIn(3, pageQuery, a.listReceived(run(100, 50))))
      .provide([ctx])
      .run();
    expect(selectOlderNotificationsRequest(storeState)).toMatchObject({
      status: 'failed',
      error: NOTIFICATION_TEXTS.loadFailed,
    });
    expect(ids(storeState)).toHaveLength(50);
  });

  it('is answered by the session’s saga', async () => {
    fake = serveRoutes({
      'GET /notification/all?includeRead=true&limit=50': ok(run(100, 50)),
      'GET /notification/total-unread-count': ok({ count: 0 }),
      'GET /notification/all?includeRead=true&limit=50&before=51': ok(run(50, 2)),
    });
    const { storeState } = await expectSaga(notificationsSaga)
      .withReducer(rootReducer, signedIn(3, pageQuery))
      .provide([ctx])
      .delay(20)
      .dispatch(a.olderRequested())
      .silentRun(80);
    expect(fake.keys().filter((key) => key.includes('before='))).toEqual([
      'GET /notification/all?includeRead=true&limit=50&before=51',
    ]);
    expect(ids(storeState).slice(-2)).toEqual([50, 49]);
  });
});
