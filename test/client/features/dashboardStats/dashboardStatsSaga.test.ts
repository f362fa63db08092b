import { expectSaga } from 'redux-saga-test-plan';
import { silentRunFor } from '@test/client/sagaTime';
import type { PutEffect } from 'redux-saga/effects';
import { rootReducer, type RootState } from '@client/app/rootReducer';
import { cacheActions } from '@client/features/cache/cacheSlice';
import { changesDashboard, dashboardLiveSaga } from '@client/features/dashboardStats/dashboardLiveSaga';
import { dashboardStatsCalls } from '@client/features/dashboardStats/dashboardStatsSaga';
import {
  selectUserStatistics,
  selectUserStatisticsRequest,
} from '@client/features/dashboardStats/dashboardStatsSelectors';
import {
  DASHBOARD_STATS_REQUESTS,
  dashboardStatsActions as a,
} from '@client/features/dashboardStats/dashboardStatsSlice';
import { notificationsActions } from '@client/features/notifications/notificationsSlice';
import { serveAction } from '@client/lib/calls';
import { MSG } from '@shared/messages';
import { serveRoutes, type FakeReply } from '@test/client/apiAdapter';
import { requestSucceeded } from '@test/client/requests';
import { contextProvider, makeTestContext } from '@test/client/sagaContext';
import { NOW } from '@test/client/session';
import { makeUserStatistics } from './fixtures';

const context = contextProvider(makeTestContext());
const init = (): RootState => rootReducer(undefined, { type: '@@init' });
const withCache = (data: unknown, state = init()) =>
  rootReducer(state, cacheActions.set('dashboardStats', data, 300_000, NOW - 1000));

let fake: ReturnType<typeof serveRoutes> | undefined;
afterEach(() => fake?.restore());
const serve = (routes: Record<string, FakeReply>) => (fake = serveRoutes(routes));
const keys = () => fake?.keys() ?? [];

const run = (action: ReturnType<typeof a.usersRequested>, state = init()) =>
  expectSaga(serveAction, dashboardStatsCalls, action)
    .withReducer(rootReducer, state)
    .provide([context])
    .run();

describe('dashboardStats saga', () => {
  it('loads GET /User/statistics into the store and the dashboardStats cache entry', async () => {
    const stats = makeUserStatistics();
    serve({ 'GET /User/statistics': { status: 200, data: stats } });
    const { storeState } = await run(a.usersRequested());
    expect(selectUserStatistics(storeState)).toEqual(stats);
    expect(selectUserStatisticsRequest(storeState).status).toBe('succeeded');
    expect(storeState.cache.entries.dashboardStats.data).toEqual(stats);
    expect(keys()).toEqual(['GET /User/statistics']);
  });

  it('reads a fresh cache entry without calling, and past it when forced', async () => {
    const cached = makeUserStatistics({ total: 1 });
    const fresh = makeUserStatistics({ total: 2 });
    serve({ 'GET /User/statistics': { status: 200, data: fresh } });
    const fromCache = await run(a.usersRequested(), withCache(cached));
    expect(selectUserStatistics(fromCache.storeState)?.total).toBe(1);
    expect(keys()).toEqual([]);
    const forced = await run(a.usersRequested({ force: true }), withCache(cached));
    expect(selectUserStatistics(forced.storeState)?.total).toBe(2);
    expect(forced.storeState.cache.entries.dashboardStats.data).toEqual(fresh);
    expect(keys()).toEqual(['GET /User/statistics']);
  });

  it('fails with the required text whatever the server said, and caches nothing', async () => {
    serve({ 'GET /User/statistics': { status: 404, data: { message: 'Not found.' } } });
    const { storeState } = await run(a.usersRequested());
    expect(selectUserStatisticsRequest(storeState)).toMatchObject({
      status: 'failed',
      error: 'An error occurred while getting user statistics',
      httpStatus: 404,
    });
    expect(MSG.userStatisticsFailed).toBe('An error occurred while getting user statistics');
    expect(storeState.cache.entries.dashboardStats).toBeUndefined();
    expect(selectUserStatistics(storeState)).toBeNull();
  });
});

const event = (type: string, id = Math.random()) =>
  notificationsActions.received({ id, type, data: {} }, NOW);
const putsOf = (effects: { put?: PutEffect[] }) => (effects.put ?? []).map((e) => e.payload.action);
const opened = (state = init()) => rootReducer(state, requestSucceeded(DASHBOARD_STATS_REQUESTS.users));

describe('dashboard live reload', () => {
  const watch = (state: RootState) =>
    expectSaga(dashboardLiveSaga).withReducer(rootReducer, state).provide([context]);

  it('names the users, roles, projects and tasks families', () => {
    for (const type of [
      'user_created',
      'user_deleted',
      'user_status_changed',
      'role_assigned',
      'role_removed',
      'project_created',
      'project_deleted',
      'task_completed',
      'project_request_approved',
      'application_approved',
    ]) {
      expect([type, changesDashboard(type)]).toEqual([type, true]);
    }
    for (const type of ['service_created', 'project_request_created', 'site_settings_updated']) {
      expect([type, changesDashboard(type)]).toEqual([type, false]);
    }
  });

  it('invalidates the entry and reloads loaded statistics once for a burst', async () => {
    const { effects } = await silentRunFor(
      watch(opened())
        .dispatch(event('user_created'))
        .delay(50)
        .dispatch(event('role_assigned'))
        .delay(50)
        .dispatch(event('task_created')),
      700,
    );
    expect(putsOf(effects)).toEqual([
      cacheActions.invalidated(['dashboardStats']),
      a.usersRequested({ force: true }),
    ]);
  });

  it('reloads again for an event after the burst was handled', async () => {
    const { effects } = await silentRunFor(
      watch(opened()).dispatch(event('user_deleted')).delay(450).dispatch(event('user_status_changed')),
      900,
    );
    expect(putsOf(effects).filter((x) => a.usersRequested.match(x))).toHaveLength(2);
  });

  it('only invalidates when nothing is loaded', async () => {
    const { effects } = await silentRunFor(watch(init()).dispatch(event('user_created')), 500);
    expect(putsOf(effects)).toEqual([cacheActions.invalidated(['dashboardStats'])]);
  });

  it('ignores the other families', async () => {
    const { effects } = await silentRunFor(
      watch(opened()).dispatch(event('service_created')).dispatch(event('site_settings_updated')),
      500,
    );
    expect(putsOf(effects)).toEqual([]);
  });
});
