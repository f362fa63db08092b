import { rootReducer, type RootState } from '@client/app/rootReducer';
import { sessionActions } from '@client/features/authentication/sessionSlice';
import {
  selectProjectFigures,
  selectProjectsByStatus,
  selectRecentNotificationIds,
  selectSignupsByDay,
  selectUserFigures,
  selectUserStatistics,
  selectUserStatisticsRequest,
  selectUsersByRole,
} from '@client/features/dashboardStats/dashboardStatsSelectors';
import {
  DASHBOARD_STATS_REQUESTS,
  dashboardStatsActions as a,
} from '@client/features/dashboardStats/dashboardStatsSlice';
import { notificationsActions } from '@client/features/notifications/notificationsSlice';
import { projectsActions } from '@client/features/projects/projectsSlice';
import { requestFailed } from '@test/client/requests';
import { serverNotification } from '@test/client/notificationsState';
import { makeUserStatistics } from './fixtures';

const init = (): RootState => rootReducer(undefined, { type: '@@init' });
const after = (...actions: { type: string }[]) => actions.reduce<RootState>(rootReducer, init());

describe('dashboardStats slice', () => {
  it('starts empty, keeps the statistics it receives and forgets them at logout', () => {
    expect(selectUserStatistics(init())).toBeNull();
    const stats = makeUserStatistics();
    const loaded = after(a.usersReceived(stats));
    expect(selectUserStatistics(loaded)).toEqual(stats);
    const out = rootReducer(loaded, sessionActions.loggedOut({ reason: 'logout' }));
    expect(selectUserStatistics(out)).toBeNull();
  });

  it('follows its request under its own key', () => {
    expect(selectUserStatisticsRequest(init()).status).toBe('idle');
    const failed = after(requestFailed(DASHBOARD_STATS_REQUESTS.users, 'nope', 404));
    expect(selectUserStatisticsRequest(failed)).toMatchObject({ status: 'failed', error: 'nope' });
  });
});

describe('dashboardStats selectors', () => {
  it('gives the user cards, the sign-ups by day and the users by role in role order', () => {
    const state = after(a.usersReceived(makeUserStatistics()));
    expect(selectUserFigures(state)).toEqual([
      { label: 'Total users', value: 42 },
      { label: 'Active', value: 38 },
      { label: 'Inactive', value: 4 },
      { label: 'Unverified', value: 6 },
      { label: 'New in 30 days', value: 7 },
    ]);
    expect(selectSignupsByDay(state).map((d) => d.count)).toEqual([2, 0, 5]);
    expect(selectUsersByRole(state)).toEqual([
      { roleId: 1, label: 'Admin', count: 2 },
      { roleId: 2, label: 'Consultant', count: 9 },
      { roleId: 3, label: 'Customer', count: 30 },
      // An unnamed role takes its usual name.
      { roleId: 4, label: 'Other', count: 1 },
    ]);
  });

  it('answers nothing before a load, and the same objects while nothing changed', () => {
    const empty = init();
    expect(selectUserFigures(empty)).toBeNull();
    expect(selectSignupsByDay(empty)).toEqual([]);
    expect(selectUsersByRole(empty)).toEqual([]);
    const state = after(a.usersReceived(makeUserStatistics()));
    const unrelated = rootReducer(state, { type: 'other/thing' });
    expect(selectUserFigures(unrelated)).toBe(selectUserFigures(state));
    expect(selectUsersByRole(unrelated)).toBe(selectUsersByRole(state));
  });

  it('gives the project cards and every status, those without projects too', () => {
    expect(selectProjectFigures(init())).toBeNull();
    const state = after(
      projectsActions.statisticsReceived({
        total: 5,
        byStatus: [
          { status: 'Active', count: 3 },
          { status: 'Pending', count: 2 },
        ],
        budgets: [],
        openTasks: 8,
        completedTasks: 4,
        pendingApplications: 1,
      }),
    );
    expect(selectProjectFigures(state)).toEqual([
      { label: 'Projects', value: 5 },
      { label: 'Open tasks', value: 8 },
      { label: 'Completed tasks', value: 4 },
      { label: 'Pending applications', value: 1 },
    ]);
    expect(selectProjectsByStatus(state)).toEqual([
      { status: 'Pending', count: 2 },
      { status: 'Active', count: 3 },
      { status: 'OnHold', count: 0 },
      { status: 'Completed', count: 0 },
      { status: 'Cancelled', count: 0 },
    ]);
  });

  it('gives the five newest notifications', () => {
    const items = Array.from({ length: 8 }, (_, i) => serverNotification(i + 1));
    const state = after(notificationsActions.listReceived(items));
    // serverNotification(id) is `id` minutes old: the smallest ids are the newest.
    expect(selectRecentNotificationIds(state)).toEqual([1, 2, 3, 4, 5]);
  });
});
