import { act, screen } from '@testing-library/react';
import NotificationStatisticsPage from '@client/pages/dashboard/notificationStatistics/NotificationStatisticsPage';
import { readRatePercent, topTypes } from '@client/pages/dashboard/notificationStatistics/statisticsFigures';
import type { NotificationStatistics } from '@shared/contracts/notifications';
import {
  NOTIFICATION_REQUESTS,
  notificationsActions as a,
} from '@client/features/notifications/notificationsSlice';
import { makeUser, renderWithProviders, sessionState } from '@test/client/renderWithProviders';
import { requestFailed, requestSucceeded } from '@test/client/requests';

// The charts draw SVG from measured sizes that jsdom cannot give; they are checked in the browser.
jest.mock('@client/pages/dashboard/notificationStatistics/StatisticsCharts', () => ({
  __esModule: true,
  default: () => <div data-testid="charts" />,
}));

const stats: NotificationStatistics = {
  timeRange: '30d',
  total: 40,
  unread: 10,
  readRate: 0.75,
  byType: [{ type: 'user_created', count: 40 }],
  bySeverity: [{ severity: 'info', count: 40 }],
  byDay: [{ date: '2025-03-01', count: 40 }],
  byAudience: [{ audience: 'admin', count: 40 }],
};

const renderPage = () =>
  renderWithProviders(<NotificationStatisticsPage />, {
    preloadedState: { session: sessionState(makeUser({ roleId: 1 })) },
  });

describe('NotificationStatisticsPage', () => {
  it('loads the last 30 days first, with skeletons meanwhile', () => {
    const { dispatched } = renderPage();
    expect(dispatched(a.statisticsRequested.type)).toEqual([a.statisticsRequested('30d')]);
    expect(screen.getByRole('button', { name: '30 days' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByLabelText('Loading charts')).toBeInTheDocument();
  });

  it('shows the figures and the charts, and asks for another range on the toggle', async () => {
    const { store, user, dispatched } = renderPage();
    act(() => {
      store.dispatch(a.statisticsLoaded({ range: '30d', data: stats }));
      store.dispatch(requestSucceeded(NOTIFICATION_REQUESTS.statistics));
    });
    expect(screen.getByText('40')).toBeInTheDocument();
    expect(screen.getByText('10')).toBeInTheDocument();
    expect(screen.getByText('75%')).toBeInTheDocument();
    expect(await screen.findByTestId('charts')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '7 days' }));
    expect(dispatched(a.statisticsRequested.type).at(-1)).toEqual(a.statisticsRequested('7d'));
    expect(screen.getByRole('button', { name: '7 days' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows the error with a retry for the same range', async () => {
    const { store, user, dispatched } = renderPage();
    act(() => {
      store.dispatch(
        requestFailed(NOTIFICATION_REQUESTS.statistics, 'Notification statistics could not be loaded.'),
      );
    });
    expect(screen.getByText('Notification statistics could not be loaded.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(dispatched(a.statisticsRequested.type).at(-1)).toEqual(a.statisticsRequested('30d'));
  });

  it('shows the read rate as a whole percentage and folds rare types', () => {
    expect([0, 0.5, 0.624, 0.675, 1].map((readRate) => readRatePercent({ readRate }))).toEqual([
      '0%',
      '50%',
      '62%',
      '68%',
      '100%',
    ]);
    const many = Array.from({ length: 12 }, (_, i) => ({ type: `t${i}`, count: i + 1 }));
    const top = topTypes(many);
    expect(top).toHaveLength(8);
    expect(top.at(-1)).toEqual({ type: 'Other', count: 15 });
  });
});
