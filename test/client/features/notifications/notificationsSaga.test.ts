import type { UnknownAction } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import type { Notification, NotificationSettings } from '@shared/contracts/notifications';
import { NOTIFICATION_FAMILIES } from '@shared/domain/notifications';
import { rootReducer, type RootState } from '@client/app/rootReducer';
import { notificationWatchers, notificationsSaga } from '@client/features/notifications/notificationsSaga';
import {
  selectAllNotifications,
  selectNotificationsRequest,
  selectSettingsRequest,
  selectSettingsSave,
  selectStatisticsRequest,
} from '@client/features/notifications/notificationsSelectors';
import { notificationsActions as a } from '@client/features/notifications/notificationsSlice';
import { NOTIFICATION_TEXTS } from '@client/features/notifications/notificationTexts';
import { initialSessionState } from '@client/features/authentication/sessionSlice';
import { toastsActions } from '@client/features/toasts/toastsSlice';
import { serveAction } from '@client/lib/calls';
import { serveRoutes } from '@test/client/apiAdapter';
import { serverNotification } from '@test/client/notificationsState';
import { contextProvider, makeTestContext } from '@test/client/sagaContext';
import { NOW, storedSession } from '@test/client/session';

const DAY = 24 * 60 * 60 * 1000;
const LIST = 'GET /notification/all?includeRead=false&limit=50';
const ok = (data?: unknown) => ({ status: 200, data });
const NO_CONTENT = { status: 204 };
const FAILED = { status: 500 };

const item = (id: number, overrides: Partial<Notification> = {}) => serverNotification(id, overrides);
const state = (roleId = 3, notifications: Notification[] = []): RootState => {
  const base = rootReducer(undefined, { type: '@@init' });
  return rootReducer(
    {
      ...base,
      session: { ...initialSessionState, ...storedSession(DAY, NOW, { roleId }), initialized: true },
    },
    a.listReceived(notifications),
  );
};
const ctx = contextProvider(makeTestContext());
const toastAdded = toastsActions.toastAdded.type;
/** One request served as the session's watchers serve it. */
const serve = (action: UnknownAction) => expectSaga(serveAction, notificationWatchers, action);

let fake: ReturnType<typeof serveRoutes> | undefined;
afterEach(() => fake?.restore());

describe('loading', () => {
  it('loads unread notifications and the count when the session starts', async () => {
    fake = serveRoutes({ [LIST]: ok([item(1)]), 'GET /notification/total-unread-count': ok({ count: 1 }) });
    const { storeState } = await expectSaga(notificationsSaga)
      .withReducer(rootReducer, state())
      .provide([ctx])
      .put(a.fetchRequested({ includeRead: false, limit: 50 }))
      .put(a.unreadCountRequested())
      .put(a.unreadCountLoaded(1))
      .silentRun(50);
    expect(fake.keys()).toEqual(expect.arrayContaining([LIST, 'GET /notification/total-unread-count']));
    expect(selectAllNotifications(storeState).map((n) => n.id)).toEqual([1]);
    expect(selectNotificationsRequest(storeState)).toMatchObject({ status: 'succeeded', at: NOW });
  });

  it('merges the admin list for administrators, newest first, at most 50', async () => {
    const mine = Array.from({ length: 30 }, (_, i) => item(i + 1));
    const admin = Array.from({ length: 30 }, (_, i) => item(i + 31, { audience: 'admin' }));
    fake = serveRoutes({ [LIST]: ok(mine), 'GET /notification/admin?includeRead=false&limit=50': ok(admin) });
    const { storeState } = await serve(a.fetchRequested())
      .withReducer(rootReducer, state(1))
      .provide([ctx])
      .run();
    const ids = selectAllNotifications(storeState).map((n) => n.id);
    expect(ids).toHaveLength(50);
    expect(ids[0]).toBe(1);
  });

  it('does not ask for the admin list for other roles', async () => {
    fake = serveRoutes({ [LIST]: ok([]) });
    await serve(a.fetchRequested()).withReducer(rootReducer, state(2)).provide([ctx]).run();
    expect(fake.keys()).toEqual([LIST]);
  });

  it('sets the unread count to 0 when the list fails, with no toast', async () => {
    fake = serveRoutes({ [LIST]: FAILED });
    const start = rootReducer(state(), a.unreadCountLoaded(3));
    const { storeState } = await serve(a.fetchRequested())
      .withReducer(rootReducer, start)
      .provide([ctx])
      .not.put.actionType(toastAdded)
      .run();
    expect(storeState.notifications.unreadCount).toBe(0);
    expect(selectNotificationsRequest(storeState)).toMatchObject({
      status: 'failed',
      error: NOTIFICATION_TEXTS.loadFailed,
    });
  });

  it('counts a failed count call as 0, and loads the admin count for administrators', async () => {
    fake = serveRoutes({
      'GET /notification/total-unread-count': FAILED,
      'GET /notification/unread-count/admin': ok({ count: 4 }),
    });
    await serve(a.unreadCountRequested())
      .withReducer(rootReducer, state(1))
      .provide([ctx])
      .put(a.unreadCountLoaded(0))
      .put(a.adminUnreadCountLoaded(4))
      .run();
  });
});

describe('changes reload the list from the server', () => {
  it('marks one read, then reloads with the current query', async () => {
    fake = serveRoutes({ 'POST /notification/mark-read/1': NO_CONTENT });
    const start = rootReducer(state(3, [item(1), item(2)]), a.fetchRequested({ includeRead: true }));
    const { storeState } = await serve(a.markReadRequested(1))
      .withReducer(rootReducer, start)
      .provide([ctx])
      .put(a.markedRead(1))
      .put(a.fetchRequested({ includeRead: true, limit: 50 }))
      .put(a.unreadCountRequested())
      .run();
    expect(fake.keys()).toEqual(['POST /notification/mark-read/1']);
    expect(storeState.notifications.entities[1]?.isRead).toBe(true);
  });

  it('marks a locally added notification read without a call', async () => {
    fake = serveRoutes({});
    await serve(a.markReadRequested('abc'))
      .withReducer(rootReducer, state())
      .provide([ctx])
      .put(a.markedRead('abc'))
      .not.put.actionType(a.fetchRequested.type)
      .run();
    expect(fake.calls).toEqual([]);
  });

  it('only logs a failed mark read', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    fake = serveRoutes({ 'POST /notification/mark-read/1': FAILED });
    await serve(a.markReadRequested(1))
      .withReducer(rootReducer, state(3, [item(1)]))
      .provide([ctx])
      .not.put.actionType(a.markedRead.type)
      .not.put.actionType(a.fetchRequested.type)
      .not.put.actionType(toastAdded)
      .run();
    expect(warn).toHaveBeenCalledWith('Notification mark read failed', expect.any(String));
    warn.mockRestore();
  });

  it('marks all read, the admin audience too for administrators', async () => {
    fake = serveRoutes({
      'POST /notification/mark-all-read': NO_CONTENT,
      'POST /notification/mark-all-read/admin': NO_CONTENT,
    });
    await serve(a.markAllReadRequested())
      .withReducer(rootReducer, state(1, [item(1)]))
      .provide([ctx])
      .put(a.allMarkedRead())
      .put(a.adminAllMarkedRead())
      .put.actionType(a.fetchRequested.type)
      .run();
    expect(fake.keys()).toEqual([
      'POST /notification/mark-all-read',
      'POST /notification/mark-all-read/admin',
    ]);

    fake.calls.length = 0;
    await serve(a.markAllReadRequested())
      .withReducer(rootReducer, state(3))
      .provide([ctx])
      .not.put.actionType(a.adminAllMarkedRead.type)
      .run();
    expect(fake.keys()).toEqual(['POST /notification/mark-all-read']);
  });

  it('deletes one, then reloads', async () => {
    fake = serveRoutes({ 'DELETE /notification/2': NO_CONTENT });
    const { storeState } = await serve(a.deleteRequested(2))
      .withReducer(rootReducer, state(3, [item(1), item(2)]))
      .provide([ctx])
      .put(a.removed(2))
      .put.actionType(a.fetchRequested.type)
      .put(a.unreadCountRequested())
      .run();
    expect(fake.keys()).toEqual(['DELETE /notification/2']);
    expect(selectAllNotifications(storeState).map((n) => n.id)).toEqual([1]);
  });

  it('keeps a notification whose delete failed, and only logs it', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    fake = serveRoutes({ 'DELETE /notification/2': FAILED });
    const { storeState } = await serve(a.deleteRequested(2))
      .withReducer(rootReducer, state(3, [item(2)]))
      .provide([ctx])
      .not.put.actionType(a.fetchRequested.type)
      .not.put.actionType(toastAdded)
      .run();
    expect(selectAllNotifications(storeState).map((n) => n.id)).toEqual([2]);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('Clear All deletes every unread notification of the bell, then reloads', async () => {
    fake = serveRoutes({ 'DELETE /notification/1': NO_CONTENT, 'DELETE /notification/3': NO_CONTENT });
    const { storeState } = await serve(a.clearAllRequested())
      .withReducer(rootReducer, state(3, [item(1), item(2, { isRead: true }), item(3)]))
      .provide([ctx])
      .put.actionType(a.fetchRequested.type)
      .run();
    expect(fake.keys().sort()).toEqual(['DELETE /notification/1', 'DELETE /notification/3']);
    expect(selectAllNotifications(storeState).map((n) => n.id)).toEqual([2]);
  });
});

describe('settings and statistics', () => {
  const settings: NotificationSettings = {
    families: Object.fromEntries(
      NOTIFICATION_FAMILIES.map((f) => [f, { inApp: true, email: false }]),
    ) as NotificationSettings['families'],
    emailDigest: 'off',
  };

  it('loads the settings, or keeps the error for the page', async () => {
    fake = serveRoutes({ 'GET /notification/settings': ok(settings) });
    const { storeState } = await serve(a.settingsRequested())
      .withReducer(rootReducer, state())
      .provide([ctx])
      .run();
    expect(storeState.notifications.settings).toEqual(settings);
    expect(selectSettingsRequest(storeState).status).toBe('succeeded');

    fake.restore();
    fake = serveRoutes({ 'GET /notification/settings': FAILED });
    const failed = await serve(a.settingsRequested()).withReducer(rootReducer, state()).provide([ctx]).run();
    expect(selectSettingsRequest(failed.storeState)).toMatchObject({
      status: 'failed',
      error: NOTIFICATION_TEXTS.settingsLoadFailed,
    });
  });

  it('saves the settings with a success toast, or keeps the error for the form', async () => {
    const changed = { ...settings, emailDigest: 'daily' as const };
    fake = serveRoutes({ 'PATCH /notification/settings': ok(changed) });
    const { storeState } = await serve(a.settingsSaveRequested(changed))
      .withReducer(rootReducer, state())
      .provide([ctx])
      .put(a.settingsLoaded(changed))
      .put.like({
        action: {
          type: toastAdded,
          payload: { message: NOTIFICATION_TEXTS.settingsSaved, variant: 'success' },
        },
      })
      .run();
    expect(JSON.parse(fake.calls[0].data as string)).toEqual(changed);
    expect(storeState.notifications.settings?.emailDigest).toBe('daily');
    expect(selectSettingsSave(storeState).status).toBe('succeeded');

    fake.restore();
    fake = serveRoutes({ 'PATCH /notification/settings': FAILED });
    const failed = await serve(a.settingsSaveRequested(changed))
      .withReducer(rootReducer, state())
      .provide([ctx])
      .not.put.actionType(toastAdded)
      .run();
    expect(selectSettingsSave(failed.storeState)).toMatchObject({
      status: 'failed',
      error: NOTIFICATION_TEXTS.settingsSaveFailed,
    });
  });

  it('loads statistics for the asked range', async () => {
    const data = {
      timeRange: '7d' as const,
      total: 3,
      unread: 1,
      readRate: 0.67,
      byType: [],
      bySeverity: [],
      byDay: [],
      byAudience: [],
    };
    fake = serveRoutes({ 'GET /notification/statistics?timeRange=7d': ok(data) });
    const { storeState } = await serve(a.statisticsRequested('7d'))
      .withReducer(rootReducer, state(1))
      .provide([ctx])
      .put(a.statisticsLoaded({ range: '7d', data }))
      .run();
    expect(storeState.notifications.statistics).toEqual({ range: '7d', data });
    expect(selectStatisticsRequest(storeState).status).toBe('succeeded');
  });
});
