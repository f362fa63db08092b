import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { rootReducer, type RootState } from '@client/app/rootReducer';
import {
  handleClearAll,
  handleDelete,
  handleFetch,
  handleMarkAllRead,
  handleMarkRead,
  handleUnreadCount,
  notificationsSaga,
} from '@client/features/notifications/notificationsSaga';
import {
  handleSettingsSave,
  handleStatisticsLoad,
  NOTIFICATION_TEXTS,
} from '@client/features/notifications/notificationPreferencesSaga';
import { selectAllNotifications } from '@client/features/notifications/notificationsSelectors';
import { notificationsActions as a } from '@client/features/notifications/notificationsSlice';
import { initialSessionState } from '@client/features/session/sessionSlice';
import { toastsActions } from '@client/features/toasts/toastsSlice';
import * as api from '@client/api/calls/notifications';
import { httpError } from '@test/client/apiAdapter';
import { contextProvider, makeTestContext } from '@test/client/sagaContext';
import { NOW, storedSession } from '@test/client/session';

const DAY = 24 * 60 * 60 * 1000;
const item = (id: number, isRead = false, extra: object = {}) => ({
  id,
  type: 'task_created',
  title: `N${id}`,
  message: 'm',
  isRead,
  createdAt: new Date(NOW - id * 60_000).toISOString(),
  ...extra,
});
const state = (roleId = 3, notifications: object[] = []): RootState => {
  const base = rootReducer(undefined, { type: '@@init' });
  return rootReducer(
    {
      ...base,
      session: { ...initialSessionState, ...storedSession(DAY, NOW, { roleId }), initialized: true },
    },
    a.fetchSucceeded(notifications, NOW),
  );
};
const ctx = contextProvider(makeTestContext());

describe('loading', () => {
  it('loads unread notifications and the count when the session starts', async () => {
    await expectSaga(notificationsSaga)
      .withReducer(rootReducer, state())
      .provide([
        ctx,
        [matchers.call.fn(api.getNotifications), [item(1)]],
        [matchers.call.fn(api.getTotalUnreadCount), { count: 1 }],
      ])
      .put(a.fetchRequested({ includeRead: false, limit: 50 }))
      .put(a.unreadCountRequested())
      .call(api.getNotifications, { includeRead: false, limit: 50 })
      .put(a.unreadCountLoaded(1))
      .silentRun(30);
  });

  it('merges the admin list for administrators, newest first, at most 50', async () => {
    const mine = Array.from({ length: 30 }, (_, i) => item(i + 1));
    const admin = Array.from({ length: 30 }, (_, i) => item(i + 31, false, { audience: 'admin' }));
    const { storeState } = await expectSaga(handleFetch)
      .withReducer(rootReducer, state(1))
      .provide([
        ctx,
        [matchers.call.fn(api.getNotifications), mine],
        [matchers.call.fn(api.getAdminNotifications), { data: admin }],
      ])
      .run();
    const ids = selectAllNotifications(storeState).map((n) => n.id);
    expect(ids).toHaveLength(50);
    expect(ids[0]).toBe(1);
  });

  it('does not ask for the admin list for other roles', async () => {
    await expectSaga(handleFetch)
      .withReducer(rootReducer, state(2))
      .provide([ctx, [matchers.call.fn(api.getNotifications), []]])
      .not.call.fn(api.getAdminNotifications)
      .run();
  });

  it('sets the unread count to 0 when the list fails, with no toast', async () => {
    const start = rootReducer(state(), a.unreadCountLoaded(3));
    const { storeState } = await expectSaga(handleFetch)
      .withReducer(rootReducer, start)
      .provide([ctx, [matchers.call.fn(api.getNotifications), throwError(httpError(500))]])
      .not.put.actionType(toastsActions.toastAdded.type)
      .run();
    expect(storeState.notifications).toMatchObject({ unreadCount: 0, status: 'failed' });
  });

  it('counts a failed count call as 0, and loads the admin count for administrators', async () => {
    await expectSaga(handleUnreadCount)
      .withReducer(rootReducer, state(1))
      .provide([
        [matchers.call.fn(api.getTotalUnreadCount), throwError(httpError(500))],
        [matchers.call.fn(api.getAdminUnreadCount), { count: 4 }],
      ])
      .put(a.unreadCountLoaded(0))
      .put(a.adminUnreadCountLoaded(4))
      .run();
  });
});

describe('changes reload the list from the server', () => {
  it('marks one read, then reloads with the current query', async () => {
    const start = rootReducer(state(3, [item(1), item(2)]), a.fetchRequested({ includeRead: true }));
    const { storeState } = await expectSaga(handleMarkRead, a.markReadRequested(1))
      .withReducer(rootReducer, start)
      .provide([[matchers.call.fn(api.markRead), undefined]])
      .call(api.markRead, 1)
      .put(a.markedRead(1))
      .put(a.fetchRequested({ includeRead: true, limit: 50 }))
      .put(a.unreadCountRequested())
      .run();
    expect(storeState.notifications.entities[1]?.isRead).toBe(true);
  });

  it('marks a locally added notification read without a call', async () => {
    await expectSaga(handleMarkRead, a.markReadRequested('abc'))
      .withReducer(rootReducer, state())
      .not.call.fn(api.markRead)
      .put(a.markedRead('abc'))
      .not.put.actionType(a.fetchRequested.type)
      .run();
  });

  it('only logs a failed mark read', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expectSaga(handleMarkRead, a.markReadRequested(1))
      .withReducer(rootReducer, state(3, [item(1)]))
      .provide([[matchers.call.fn(api.markRead), throwError(httpError(500))]])
      .not.put.actionType(a.markedRead.type)
      .not.put.actionType(toastsActions.toastAdded.type)
      .run();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('marks all read, the admin audience too for administrators', async () => {
    await expectSaga(handleMarkAllRead)
      .withReducer(rootReducer, state(1, [item(1)]))
      .provide([
        [matchers.call.fn(api.markAllRead), undefined],
        [matchers.call.fn(api.markAllAdminRead), undefined],
      ])
      .call(api.markAllRead)
      .call(api.markAllAdminRead)
      .put(a.allMarkedRead())
      .put(a.adminAllMarkedRead())
      .put.actionType(a.fetchRequested.type)
      .run();
    await expectSaga(handleMarkAllRead)
      .withReducer(rootReducer, state(3))
      .provide([[matchers.call.fn(api.markAllRead), undefined]])
      .not.call.fn(api.markAllAdminRead)
      .run();
  });

  it('deletes one, then reloads', async () => {
    const { storeState } = await expectSaga(handleDelete, a.deleteRequested(2))
      .withReducer(rootReducer, state(3, [item(1), item(2)]))
      .provide([[matchers.call.fn(api.deleteNotification), undefined]])
      .call(api.deleteNotification, 2)
      .put(a.removed(2))
      .put.actionType(a.fetchRequested.type)
      .put(a.unreadCountRequested())
      .run();
    expect(selectAllNotifications(storeState).map((n) => n.id)).toEqual([1]);
  });

  it('Clear All deletes every unread notification of the bell, then reloads', async () => {
    const { storeState } = await expectSaga(handleClearAll)
      .withReducer(rootReducer, state(3, [item(1), item(2, true), item(3)]))
      .provide([[matchers.call.fn(api.deleteNotification), undefined]])
      .call(api.deleteNotification, 1)
      .call(api.deleteNotification, 3)
      .not.call(api.deleteNotification, 2)
      .put.actionType(a.fetchRequested.type)
      .run();
    expect(selectAllNotifications(storeState).map((n) => n.id)).toEqual([2]);
  });
});

describe('settings and statistics', () => {
  const settings: api.NotificationSettings = {
    families: Object.fromEntries(
      api.NOTIFICATION_FAMILIES.map((f) => [f, { inApp: true, email: false }]),
    ) as api.NotificationSettings['families'],
    emailDigest: 'off',
  };

  it('saves the settings with a success toast, or keeps the error for the form', async () => {
    const changed = { ...settings, emailDigest: 'daily' as const };
    const { storeState } = await expectSaga(handleSettingsSave, a.settingsSaveRequested(changed))
      .withReducer(rootReducer, state())
      .provide([[matchers.call.fn(api.patchNotificationSettings), changed]])
      .call(api.patchNotificationSettings, changed)
      .put(a.settingsSaved(changed))
      .put.like({
        action: {
          type: toastsActions.toastAdded.type,
          payload: { message: NOTIFICATION_TEXTS.settingsSaved, variant: 'success' },
        },
      })
      .run();
    expect(storeState.notifications.settings.data?.emailDigest).toBe('daily');

    const failed = await expectSaga(handleSettingsSave, a.settingsSaveRequested(changed))
      .withReducer(rootReducer, state())
      .provide([[matchers.call.fn(api.patchNotificationSettings), throwError(httpError(500))]])
      .not.put.actionType(toastsActions.toastAdded.type)
      .run();
    expect(failed.storeState.notifications.settings.save).toMatchObject({
      status: 'failed',
      error: NOTIFICATION_TEXTS.settingsSaveFailed,
    });
  });

  it('loads statistics for the asked range', async () => {
    const data: api.NotificationStatistics = {
      timeRange: '7d',
      total: 3,
      unread: 1,
      readRate: 0.67,
      byType: [],
      bySeverity: [],
      byDay: [],
      byAudience: [],
    };
    const { storeState } = await expectSaga(handleStatisticsLoad, a.statisticsRequested('7d'))
      .withReducer(rootReducer, state(1))
      .provide([[matchers.call.fn(api.getNotificationStatistics), data]])
      .call(api.getNotificationStatistics, '7d')
      .put(a.statisticsLoaded({ range: '7d', data }))
      .run();
    expect(storeState.notifications.statistics).toMatchObject({ status: 'succeeded', range: '7d', data });
  });
});

describe('the API module', () => {
  it('reads counts and lists leniently', () => {
    expect([{ count: 3 }, 5, { count: -1 }, null, 'x'].map(api.countOf)).toEqual([3, 5, 0, 0, 0]);
    expect(api.listOf({ items: [1] })).toEqual([1]);
    expect(api.listOf(null)).toEqual([]);
  });
});
