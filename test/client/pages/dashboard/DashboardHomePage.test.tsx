import { act, screen, within } from '@testing-library/react';
import DashboardHomePage from '@client/pages/dashboard/home/DashboardHomePage';
import {
  DASHBOARD_STATS_REQUESTS,
  dashboardStatsActions,
} from '@client/features/dashboardStats/dashboardStatsSlice';
import {
  notificationsActions,
  NOTIFICATION_REQUESTS,
} from '@client/features/notifications/notificationsSlice';
import { projectsActions, PROJECT_REQUESTS } from '@client/features/projects/projectsSlice';
import { tasksActions } from '@client/features/tasks/tasksSlice';
import { MSG } from '@shared/messages';
import { makeUser, renderWithProviders, sessionState } from '@test/client/renderWithProviders';
import { serverNotification } from '@test/client/notificationsState';
import { requestFailed, requestSucceeded } from '@test/client/requests';
import { makeUserStatistics } from '../../features/dashboardStats/fixtures';
import { stateAfter } from '../contentState';

// The charts draw SVG from measured sizes that jsdom cannot give; they are checked in the browser.
jest.mock('@client/pages/dashboard/home/OverviewCharts', () => ({
  __esModule: true,
  SignupsChart: () => <div data-testid="signups-chart" />,
  RolesChart: () => <div data-testid="roles-chart" />,
  ProjectStatusChart: () => <div data-testid="projects-chart" />,
}));

const admin = sessionState(makeUser({ id: 1, roleId: 1, roles: ['Admin'] }));
const consultant = sessionState(makeUser({ id: 2, roleId: 2, roles: ['Consultant'], consultantId: 9 }));

const projectStats = {
  total: 6,
  byStatus: [
    { status: 'Active' as const, count: 4 },
    { status: 'Completed' as const, count: 2 },
  ],
  budgets: [],
  openTasks: 11,
  completedTasks: 3,
  pendingApplications: 1,
};

function loadedState() {
  return stateAfter(
    dashboardStatsActions.usersReceived(makeUserStatistics()),
    requestSucceeded(DASHBOARD_STATS_REQUESTS.users),
    projectsActions.statisticsReceived(projectStats),
    requestSucceeded(PROJECT_REQUESTS.statistics),
    notificationsActions.listReceived([
      serverNotification(1, { title: 'New user registered' }),
      serverNotification(2, { title: 'Project created', isRead: true }),
    ]),
    requestSucceeded(NOTIFICATION_REQUESTS.list),
  );
}

const figure = (list: string, label: string) =>
  within(screen.getByRole('list', { name: list }))
    .getByText(label)
    .closest('li');

describe('dashboard home: administrators', () => {
  it('asks for the figures and the recent notifications, with skeletons meanwhile', () => {
    const { dispatched } = renderWithProviders(<DashboardHomePage />, { preloadedState: { session: admin } });
    expect(dispatched(dashboardStatsActions.usersRequested.type)).toEqual([
      dashboardStatsActions.usersRequested(),
    ]);
    expect(dispatched(projectsActions.statisticsRequested.type)).toEqual([
      projectsActions.statisticsRequested(),
    ]);
    expect(dispatched(notificationsActions.fetchRequested.type)).toEqual([
      notificationsActions.fetchRequested({ includeRead: true, limit: 50 }),
    ]);
    expect(screen.getByRole('list', { name: 'User figures' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByLabelText('Loading Sign-ups, last 30 days')).toBeInTheDocument();
    expect(screen.getByLabelText('Loading notifications')).toBeInTheDocument();
  });

  it('shows the user and project figures from the store, the charts and the newest notifications', async () => {
    const { requests, dashboardStats, projects, notifications } = loadedState();
    renderWithProviders(<DashboardHomePage />, {
      preloadedState: { session: admin, requests, dashboardStats, projects, notifications },
    });
    expect(figure('User figures', 'Total users')).toHaveTextContent('42');
    expect(figure('User figures', 'Active')).toHaveTextContent('38');
    expect(figure('User figures', 'Inactive')).toHaveTextContent('4');
    expect(figure('User figures', 'Unverified')).toHaveTextContent('6');
    expect(figure('User figures', 'New in 30 days')).toHaveTextContent('7');
    expect(figure('Project figures', 'Projects')).toHaveTextContent('6');
    expect(figure('Project figures', 'Open tasks')).toHaveTextContent('11');

    expect(await screen.findByTestId('signups-chart')).toBeInTheDocument();
    expect(await screen.findByTestId('roles-chart')).toBeInTheDocument();
    expect(await screen.findByTestId('projects-chart')).toBeInTheDocument();
    expect(screen.getByText('7 sign-ups in the last 30 days')).toBeInTheDocument();
    expect(screen.getByText('Admin: 2, Consultant: 9, Customer: 30, Other: 1')).toBeInTheDocument();

    const recent = screen.getByRole('list', { name: 'Recent notifications' });
    const links = within(recent).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual([
      expect.stringContaining('New user registered'),
      expect.stringContaining('Project created'),
    ]);
    for (const link of links) expect(link).toHaveAttribute('href', '/notifications');
    expect(screen.getByRole('link', { name: 'All notifications' })).toHaveAttribute('href', '/notifications');
    // The admin pages stay reachable from the index.
    expect(screen.getByRole('heading', { level: 2, name: 'Pages' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Settings' })).toBeInTheDocument();
  });

  it('follows the store when the figures change', () => {
    const { requests, dashboardStats } = loadedState();
    const { store } = renderWithProviders(<DashboardHomePage />, {
      preloadedState: { session: admin, requests, dashboardStats },
    });
    expect(figure('User figures', 'Total users')).toHaveTextContent('42');
    act(() => {
      store.dispatch(dashboardStatsActions.usersReceived(makeUserStatistics({ total: 43 })));
    });
    expect(figure('User figures', 'Total users')).toHaveTextContent('43');
  });

  it('says when there is nothing to chart or list', () => {
    const { requests, dashboardStats, projects } = stateAfter(
      dashboardStatsActions.usersReceived(
        makeUserStatistics({ total: 0, byRole: [], byDay: [{ date: '2025-01-15', count: 0 }] }),
      ),
      requestSucceeded(DASHBOARD_STATS_REQUESTS.users),
      projectsActions.statisticsReceived({ ...projectStats, total: 0, byStatus: [] }),
      requestSucceeded(PROJECT_REQUESTS.statistics),
      notificationsActions.listReceived([]),
      requestSucceeded(NOTIFICATION_REQUESTS.list),
    );
    renderWithProviders(<DashboardHomePage />, {
      preloadedState: { session: admin, requests, dashboardStats, projects },
    });
    expect(screen.getByText('No sign-ups in the last 30 days.')).toBeInTheDocument();
    expect(screen.getByText('No users yet.')).toBeInTheDocument();
    expect(screen.getByText('No projects yet.')).toBeInTheDocument();
    expect(screen.getByText('No recent notifications.')).toBeInTheDocument();
  });

  it('shows a failed load with a retry that reads past the cache, the rest staying usable', async () => {
    const { store, user, dispatched } = renderWithProviders(<DashboardHomePage />, {
      preloadedState: { session: admin },
    });
    act(() => {
      store.dispatch(requestFailed(DASHBOARD_STATS_REQUESTS.users, MSG.userStatisticsFailed, 404));
      store.dispatch(requestFailed(PROJECT_REQUESTS.statistics, MSG.projectStatisticsFailed, 500));
      store.dispatch(requestFailed(NOTIFICATION_REQUESTS.list, 'ignored', 500));
    });
    expect(screen.getByText('An error occurred while getting user statistics')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'User figures' })).not.toBeInTheDocument();
    expect(screen.getByText('Failed to fetch project statistics')).toBeInTheDocument();
    // A failed notification load says nothing of its own.
    expect(screen.queryByText('ignored')).not.toBeInTheDocument();
    expect(screen.getByText('No recent notifications.')).toBeInTheDocument();

    const [usersRetry, projectsRetry] = screen.getAllByRole('button', { name: 'Retry' });
    await user.click(usersRetry);
    expect(dispatched(dashboardStatsActions.usersRequested.type).at(-1)).toEqual(
      dashboardStatsActions.usersRequested({ force: true }),
    );
    await user.click(projectsRetry);
    expect(dispatched(projectsActions.statisticsRequested.type).at(-1)).toEqual(
      projectsActions.statisticsRequested({ force: true }),
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(dispatched(notificationsActions.fetchRequested.type)).toHaveLength(2);
  });

  it('reaches the retry with the keyboard', async () => {
    const { store, user, dispatched } = renderWithProviders(<DashboardHomePage />, {
      preloadedState: { session: admin },
    });
    act(() => {
      store.dispatch(requestFailed(DASHBOARD_STATS_REQUESTS.users, MSG.userStatisticsFailed, 404));
    });
    await user.tab();
    expect(screen.getByRole('button', { name: 'Retry' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(dispatched(dashboardStatsActions.usersRequested.type)).toHaveLength(2);
  });
});

describe('dashboard home: consultants', () => {
  it('still shows their own overview and none of the administrators’ figures', () => {
    const { dispatched } = renderWithProviders(<DashboardHomePage />, {
      preloadedState: { session: consultant },
    });
    expect(screen.getByRole('heading', { name: 'My projects' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'My open tasks' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open tasks' })).toHaveAttribute('href', '/dashboard/tasks');
    expect(dispatched(tasksActions.filtersChanged.type)).toHaveLength(1);
    expect(screen.queryByRole('heading', { name: 'Users' })).not.toBeInTheDocument();
    expect(dispatched(dashboardStatsActions.usersRequested.type)).toEqual([]);
  });
});
