import { rootReducer, type RootState } from '@client/app/rootReducer';
import {
  selectAllNotifications,
  selectBellConnectionState,
  selectBellNotificationIds,
  selectNotificationIds,
  selectUnreadBadgeText,
  selectUnreadCount,
} from '@client/features/notifications/notificationsSelectors';
import { notificationsActions as a } from '@client/features/notifications/notificationsSlice';
import { sessionActions } from '@client/features/session/sessionSlice';
import { MAX_NOTIFICATIONS } from '@shared/constants';

const day = (n: number) => new Date(Date.UTC(2025, 0, 1) + n * 3_600_000).toISOString();
const item = (id: number, isRead = false) => ({
  id,
  title: `N${id}`,
  message: 'm',
  createdAt: day(id),
  isRead,
});
const reduce = (actions: { type: string }[], start?: RootState) =>
  actions.reduce((s, action) => rootReducer(s, action), start ?? rootReducer(undefined, { type: '@@init' }));

describe('notifications slice', () => {
  it('keeps the newest 50, newest first', () => {
    const many = Array.from({ length: 60 }, (_, i) => item(i + 1));
    const state = reduce([a.fetchSucceeded(many)]);
    const ids = selectNotificationIds(state);
    expect(ids).toHaveLength(MAX_NOTIFICATIONS);
    expect(ids[0]).toBe(60);
    expect(ids[ids.length - 1]).toBe(11);
  });

  it('adds a received notification in order, counts it unread and stays capped', () => {
    let state = reduce([
      a.fetchSucceeded(Array.from({ length: 50 }, (_, i) => item(i + 1))),
      a.unreadCountLoaded(50),
    ]);
    state = reduce([a.received(item(100))], state);
    expect(selectNotificationIds(state)[0]).toBe(100);
    expect(selectNotificationIds(state)).toHaveLength(MAX_NOTIFICATIONS);
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
    let state = reduce([a.fetchSucceeded([item(1), item(2), item(3, true)]), a.unreadCountLoaded(2)]);
    state = reduce([a.markedRead(1), a.markedRead(1)], state);
    expect(selectUnreadCount(state)).toBe(1);
    state = reduce([a.removed(2)], state);
    expect(selectUnreadCount(state)).toBe(0);
    state = reduce([a.received(item(4)), a.allMarkedRead()], state);
    expect(selectAllNotifications(state).every((n) => n.isRead)).toBe(true);
    expect(selectUnreadCount(state)).toBe(0);
    expect(selectNotificationIds(reduce([a.cleared()], state))).toEqual([]);
  });

  it('sets the unread count to 0 when a load fails', () => {
    const state = reduce([a.unreadCountLoaded(4), a.fetchRequested(), a.fetchFailed({ error: 'x' })]);
    expect(state.notifications).toMatchObject({ unreadCount: 0, status: 'failed', error: 'x' });
  });

  it('shows at most 5 unread in the bell and a 99+ badge', () => {
    const state = reduce([
      a.fetchSucceeded(Array.from({ length: 8 }, (_, i) => item(i + 1, i === 7))),
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
      a.fetchSucceeded([item(1)]),
      a.unreadCountLoaded(1),
      a.connectionStatusChanged('connected'),
    ]);
    const after = reduce([sessionActions.loggedOut({ reason: 'logout' })], state);
    expect(after.notifications).toMatchObject({ ids: [], unreadCount: 0, connectionStatus: 'disconnected' });
  });
});
