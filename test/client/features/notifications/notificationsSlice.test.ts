import { rootReducer, type RootState } from '@client/app/rootReducer';
import {
  selectAdminUnreadCount,
  selectAllNotifications,
  selectBellConnectionState,
  selectBellNotificationIds,
  selectNotificationIds,
  selectNotificationsRequest,
  selectUnreadBadgeText,
  selectUnreadCount,
} from '@client/features/notifications/notificationsSelectors';
import {
  NOTIFICATION_REQUESTS,
  notificationsActions as a,
} from '@client/features/notifications/notificationsSlice';
import { sessionActions } from '@client/features/authentication/sessionSlice';
import { serverNotification } from '@test/client/notificationsState';
import { requestFailed } from '@test/client/requests';

const hour = (n: number) => new Date(Date.UTC(2025, 0, 1) + n * 3_600_000).toISOString();
const item = (id: number, isRead = false) => serverNotification(id, { createdAt: hour(id), isRead });
const reduce = (actions: { type: string }[], start?: RootState) =>
  actions.reduce((s, action) => rootReducer(s, action), start ?? rootReducer(undefined, { type: '@@init' }));

describe('notifications slice', () => {
  it('keeps the newest 50, newest first', () => {
    const many = Array.from({ length: 60 }, (_, i) => item(i + 1));
    const state = reduce([a.listReceived(many)]);
    const ids = selectNotificationIds(state);
    expect(ids).toHaveLength(50);
    expect(ids[0]).toBe(60);
    expect(ids[ids.length - 1]).toBe(11);
  });

  it('adds a received notification in order, counts it unread and stays capped', () => {
    let state = reduce([
      a.listReceived(Array.from({ length: 50 }, (_, i) => item(i + 1))),
      a.unreadCountLoaded(50),
    ]);
    state = reduce([a.received(item(100))], state);
    expect(selectNotificationIds(state)[0]).toBe(100);
    expect(selectNotificationIds(state)).toHaveLength(50);
    expect(selectUnreadCount(state)).toBe(51);
    // The same notification arriving twice is not counted twice.
    expect(selectUnreadCount(reduce([a.received(item(100))], state))).toBe(51);
  });

  it('gives a local notification the defaults', () => {
    const state = reduce([a.received({}, Date.UTC(2025, 0, 2))]);
    expect(selectAllNotifications(state)[0]).toMatchObject({
      type: 'system',
      title: 'Notification',
      message: 'New notification received',
      severity: 'info',
      isRead: false,
    });
  });

  it('marks read, marks all read and removes with the unread count following', () => {
    let state = reduce([a.listReceived([item(1), item(2), item(3, true)]), a.unreadCountLoaded(2)]);
    state = reduce([a.markedRead(1), a.markedRead(1)], state);
    expect(selectUnreadCount(state)).toBe(1);
    state = reduce([a.removed(2)], state);
    expect(selectUnreadCount(state)).toBe(0);
    state = reduce([a.received(item(4)), a.allMarkedRead()], state);
    expect(selectAllNotifications(state).every((n) => n.isRead)).toBe(true);
    expect(selectUnreadCount(state)).toBe(0);
    expect(selectNotificationIds(reduce([a.cleared()], state))).toEqual([]);
  });

  it('sets the unread count to 0 when the list fails to load, and only then', () => {
    const other = reduce([a.unreadCountLoaded(4), requestFailed(NOTIFICATION_REQUESTS.settings, 'x')]);
    expect(selectUnreadCount(other)).toBe(4);
    const state = reduce([a.fetchRequested(), requestFailed(NOTIFICATION_REQUESTS.list, 'x')], other);
    expect(selectUnreadCount(state)).toBe(0);
    expect(selectNotificationsRequest(state)).toMatchObject({ status: 'failed', error: 'x' });
  });

  it('counts a live admin notification in the admin count once, also when it replaces an entry', () => {
    const local = a.received({ id: 5, type: 'project_created', title: 'Project', message: 'ERP' });
    const stored = a.received(serverNotification(5, { audience: 'admin' }));
    const state = reduce([local, stored, stored]);
    expect(selectNotificationIds(state)).toEqual([5]);
    expect(selectAllNotifications(state)[0]).toMatchObject({ title: 'Title 5', audience: 'admin' });
    expect(selectUnreadCount(state)).toBe(1);
    expect(selectAdminUnreadCount(state)).toBe(1);
  });

  it('keeps the asked list query, at most 50, and the asked statistics range', () => {
    const state = reduce([a.fetchRequested({ includeRead: true, limit: 500 }), a.statisticsRequested('7d')]);
    expect(state.notifications.query).toEqual({ includeRead: true, limit: 50 });
    expect(state.notifications.statistics.range).toBe('7d');
    expect(reduce([a.fetchRequested()], state).notifications.query).toEqual({
      includeRead: false,
      limit: 50,
    });
  });

  it('shows at most 5 unread in the bell and a 99+ badge', () => {
    const state = reduce([
      a.listReceived(Array.from({ length: 8 }, (_, i) => item(i + 1, i === 7))),
      a.unreadCountLoaded(120),
    ]);
    expect(selectBellNotificationIds(state)).toEqual([7, 6, 5, 4, 3]);
    expect(selectUnreadBadgeText(state)).toBe('99+');
  });

  it('tracks the connection, shown as connected, reconnecting or error', () => {
    let state = reduce([]);
    expect(state.notifications.connectionStatus).toBe('disconnected');
    expect(selectBellConnectionState(state)).toBe('error');
    state = reduce([a.connectionStatusChanged('reconnecting')], state);
    expect(selectBellConnectionState(state)).toBe('reconnecting');
    state = reduce([a.connectionStatusChanged('connected')], state);
    expect(selectBellConnectionState(state)).toBe('connected');
  });

  it('starts afresh after logout', () => {
    const state = reduce([
      a.listReceived([item(1)]),
      a.unreadCountLoaded(1),
      a.connectionStatusChanged('connected'),
    ]);
    const after = reduce([sessionActions.loggedOut({ reason: 'logout' })], state);
    expect(after.notifications).toMatchObject({ ids: [], unreadCount: 0, connectionStatus: 'disconnected' });
  });
});
