import type { UnknownAction } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import type { Notification } from '@shared/contracts/notifications';
import { rootReducer, type RootState } from '@client/app/rootReducer';
import { notificationWatchers, notificationsSaga } from '@client/features/notifications/notificationsSaga';
import {
  NOTIFICATION_REQUESTS,
  notificationsActions as a,
} from '@client/features/notifications/notificationsSlice';
import { initialSessionState } from '@client/features/authentication/sessionSlice';
import { toastsActions } from '@client/features/toasts/toastsSlice';
import { serveAction } from '@client/lib/calls';
import { selectRequest } from '@client/lib/requests';
import { serveRoutes } from '@test/client/apiAdapter';
import { serverNotification } from '@test/client/notificationsState';
import { contextProvider, makeTestContext } from '@test/client/sagaContext';
import { NOW, storedSession } from '@test/client/session';

// The user's own notifications (audience `user`): their unread count, GET /notification/unread-count,
// and marking them all read, POST /notification/mark-all-read/user (docs/requirements.md#notifications).

const DAY = 24 * 60 * 60 * 1000;
const OWN_COUNT = 'GET /notification/unread-count';
const MARK_OWN = 'POST /notification/mark-all-read/user';
const ok = (data?: unknown) => ({ status: 200, data });
const NO_CONTENT = { status: 204 };
const FAILED = { status: 500 };

const own = (id: number, isRead = false) => serverNotification(id, { audience: 'user', isRead });
const ofRole = (id: number, isRead = false) => serverNotification(id, { audience: 'role', isRead });
const ofAdmins = (id: number) => serverNotification(id, { audience: 'admin' });

const reduce = (actions: UnknownAction[], start?: RootState) =>
  actions.reduce((s, action) => rootReducer(s, action), start ?? rootReducer(undefined, { type: '@@init' }));
const state = (roleId = 3, notifications: Notification[] = [], ...actions: UnknownAction[]): RootState => {
  const base = rootReducer(undefined, { type: '@@init' });
  return reduce(
    [a.listReceived(notifications), ...actions],
    rootReducer(
      {
        ...base,
        session: { ...initialSessionState, ...storedSession(DAY, NOW, { roleId }), initialized: true },
      },
      { type: '@@init' },
    ),
  );
};
const ctx = contextProvider(makeTestContext());
const toastAdded = toastsActions.toastAdded.type;
const serve = (action: UnknownAction) => expectSaga(serveAction, notificationWatchers, action);
/** The slice as a recorded log saves it: JSON, where an undefined field is left out. */
const asSaved = (s: RootState) => JSON.parse(JSON.stringify(s.notifications)) as Record<string, unknown>;

let fake: ReturnType<typeof serveRoutes> | undefined;
afterEach(() => fake?.restore());

describe('the own unread count (read)', () => {
  it('asks GET /notification/unread-count, not the total, and keeps the answer', async () => {
    fake = serveRoutes({ [OWN_COUNT]: ok({ count: 3 }) });
    const { storeState } = await serve(a.ownUnreadCountRequested())
      .withReducer(rootReducer, state(3, [], a.ownUnreadCountRequested(), a.unreadCountLoaded(7)))
      .provide([ctx])
      .put(a.ownUnreadCountLoaded(3))
      .not.put.actionType(a.unreadCountLoaded.type)
      .run();
    expect(fake.keys()).toEqual([OWN_COUNT]);
    expect(storeState.notifications.ownUnreadCount).toBe(3);
    // The badge's total is another count and stays as it was.
    expect(storeState.notifications.unreadCount).toBe(7);
    expect(selectRequest(storeState, NOTIFICATION_REQUESTS.ownUnreadCount)).toMatchObject({
      status: 'succeeded',
    });
  });

  it('counts a failed call as 0, with no toast', async () => {
    fake = serveRoutes({ [OWN_COUNT]: FAILED });
    const { storeState } = await serve(a.ownUnreadCountRequested())
      .withReducer(rootReducer, state(3, [], a.ownUnreadCountRequested(), a.ownUnreadCountLoaded(5)))
      .provide([ctx])
      .put(a.ownUnreadCountLoaded(0))
      .not.put.actionType(toastAdded)
      .run();
    expect(storeState.notifications.ownUnreadCount).toBe(0);
    expect(selectRequest(storeState, NOTIFICATION_REQUESTS.ownUnreadCount)).toMatchObject({
      status: 'failed',
      error: 'The unread count could not be loaded.',
    });
  });

  it('is loaded when the session starts only if a page asked for it before the code arrived', async () => {
    fake = serveRoutes({
      'GET /notification/all?includeRead=false&limit=50': ok([]),
      'GET /notification/total-unread-count': ok({ count: 0 }),
      [OWN_COUNT]: ok({ count: 2 }),
    });
    const { storeState } = await expectSaga(notificationsSaga)
      .withReducer(rootReducer, state(3, [], a.ownUnreadCountRequested()))
      .provide([ctx])
      .put(a.ownUnreadCountRequested())
      .put(a.ownUnreadCountLoaded(2))
      .silentRun(50);
    expect(storeState.notifications.ownUnreadCount).toBe(2);

    fake.restore();
    fake = serveRoutes({
      'GET /notification/all?includeRead=false&limit=50': ok([]),
      'GET /notification/total-unread-count': ok({ count: 0 }),
    });
    await expectSaga(notificationsSaga)
      .withReducer(rootReducer, state())
      .provide([ctx])
      .not.put(a.ownUnreadCountRequested())
      .silentRun(50);
    expect(fake.keys()).not.toContain(OWN_COUNT);
  });

  it('is reloaded after a change once asked for, and not before', async () => {
    fake = serveRoutes({ 'POST /notification/mark-read/1': NO_CONTENT });
    await serve(a.markReadRequested(1))
      .withReducer(rootReducer, state(3, [own(1)], a.ownUnreadCountRequested(), a.ownUnreadCountLoaded(1)))
      .provide([ctx])
      .put(a.unreadCountRequested())
      .put(a.ownUnreadCountRequested())
      .run();
    await serve(a.markReadRequested(1))
      .withReducer(rootReducer, state(3, [own(1)]))
      .provide([ctx])
      .put(a.unreadCountRequested())
      .not.put(a.ownUnreadCountRequested())
      .run();
  });
});

describe('marking the own notifications read (write)', () => {
  it('calls POST /notification/mark-all-read/user only, even for an administrator, then reloads', async () => {
    fake = serveRoutes({ [MARK_OWN]: NO_CONTENT });
    const start = state(
      1,
      [own(1), ofRole(2), ofAdmins(3)],
      a.fetchRequested({ includeRead: true }),
      a.unreadCountLoaded(3),
      a.ownUnreadCountRequested(),
      a.ownUnreadCountLoaded(1),
    );
    const { storeState } = await serve(a.markOwnReadRequested())
      .withReducer(rootReducer, start)
      .provide([ctx])
      .put(a.ownMarkedRead())
      .not.put.actionType(a.allMarkedRead.type)
      .not.put.actionType(a.adminAllMarkedRead.type)
      .put(a.fetchRequested({ includeRead: true, limit: 50 }))
      .put(a.unreadCountRequested())
      .put(a.ownUnreadCountRequested())
      .run();
    expect(fake.keys()).toEqual([MARK_OWN]);
    const { entities } = storeState.notifications;
    expect([entities[1]?.isRead, entities[2]?.isRead, entities[3]?.isRead]).toEqual([true, false, false]);
    expect(storeState.notifications.ownUnreadCount).toBe(0);
    expect(storeState.notifications.unreadCount).toBe(2);
    expect(selectRequest(storeState, NOTIFICATION_REQUESTS.markOwnRead)).toMatchObject({
      status: 'succeeded',
    });
  });

  it('only logs a failure: nothing is marked, nothing reloaded, no toast', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    fake = serveRoutes({ [MARK_OWN]: FAILED });
    const { storeState } = await serve(a.markOwnReadRequested())
      .withReducer(rootReducer, state(3, [own(1)], a.ownUnreadCountRequested(), a.ownUnreadCountLoaded(1)))
      .provide([ctx])
      .not.put.actionType(a.ownMarkedRead.type)
      .not.put.actionType(a.fetchRequested.type)
      .not.put.actionType(toastAdded)
      .run();
    expect(warn).toHaveBeenCalledWith('Notification mark own read failed', expect.any(String));
    expect(storeState.notifications.entities[1]?.isRead).toBe(false);
    expect(storeState.notifications.ownUnreadCount).toBe(1);
    expect(selectRequest(storeState, NOTIFICATION_REQUESTS.markOwnRead)).toMatchObject({
      status: 'failed',
      error: 'The notifications could not be marked read.',
    });
    warn.mockRestore();
  });
});

describe('the own count in the slice', () => {
  it('is unknown until asked for, null while the first answer is awaited, then the answer', () => {
    let s = reduce([]);
    expect(s.notifications.ownUnreadCount).toBeUndefined();
    s = reduce([a.ownUnreadCountRequested()], s);
    expect(s.notifications.ownUnreadCount).toBeNull();
    s = reduce([a.ownUnreadCountLoaded(4), a.ownUnreadCountRequested()], s);
    // A reload keeps the figure shown until its answer arrives.
    expect(s.notifications.ownUnreadCount).toBe(4);
    expect(reduce([a.ownUnreadCountLoaded(-2)], s).notifications.ownUnreadCount).toBe(0);
  });

  it('follows own notifications only: received, marked read, deleted, all marked read', () => {
    let s = reduce([a.listReceived([own(1), own(2), ofRole(3)]), a.ownUnreadCountLoaded(2)]);
    s = reduce([a.received(own(10)), a.received(own(10)), a.received(ofRole(11))], s);
    expect(s.notifications.ownUnreadCount).toBe(3);
    s = reduce([a.markedRead(1), a.markedRead(1), a.markedRead(3)], s);
    expect(s.notifications.ownUnreadCount).toBe(2);
    s = reduce([a.removed(2), a.removed(11)], s);
    expect(s.notifications.ownUnreadCount).toBe(1);
    s = reduce([a.allMarkedRead()], s);
    expect(s.notifications.ownUnreadCount).toBe(0);
  });

  it('marks own ones read and leaves role and admin ones, the total falling by the larger count', () => {
    const items = [own(1), own(2), own(3, true), ofRole(4), ofAdmins(5)];
    // The server knows more own unread ones (7) than are loaded here (2).
    let s = reduce([a.listReceived(items), a.unreadCountLoaded(10), a.ownUnreadCountLoaded(7)]);
    s = reduce([a.ownMarkedRead()], s);
    const unread = Object.values(s.notifications.entities)
      .filter((n) => n && !n.isRead)
      .map((n) => n?.id);
    expect(unread).toEqual([4, 5]);
    expect(s.notifications.unreadCount).toBe(3);
    expect(s.notifications.ownUnreadCount).toBe(0);

    // Not asked for: the loaded own ones still count, and the own count stays unknown.
    s = reduce([a.listReceived(items), a.unreadCountLoaded(4), a.ownMarkedRead()]);
    expect(s.notifications.unreadCount).toBe(2);
    expect(s.notifications.ownUnreadCount).toBeUndefined();
  });

  it('stays out of the saved state of a session that never asked (recorded logs replay unchanged)', () => {
    const s = reduce([
      a.listReceived([own(1), own(2)]),
      a.received(own(3)),
      a.markedRead(1),
      a.removed(2),
      a.allMarkedRead(),
      a.ownMarkedRead(),
    ]);
    expect(asSaved(s)).not.toHaveProperty('ownUnreadCount');
  });
});
