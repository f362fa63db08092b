import { screen } from '@testing-library/react';
import StatisticsCharts from '@client/pages/dashboard/notificationStatistics/StatisticsCharts';
import { renderWithProviders } from '@test/client/renderWithProviders';

describe('StatisticsCharts', () => {
  it('draws a chart per breakdown, and says when a period is empty', () => {
    renderWithProviders(
      <StatisticsCharts
        stats={{
          timeRange: '30d',
          total: 3,
          unread: 1,
          readRate: 0.6,
          byType: [{ type: 'user_created', count: 3 }],
          bySeverity: [{ severity: 'info', count: 3 }],
          byDay: [],
          byAudience: [{ audience: 'admin', count: 3 }],
        }}
      />,
    );
    for (const title of ['By day', 'By type', 'By severity', 'By audience']) {
      expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    }
    expect(screen.getByText('No notifications in this period.')).toBeInTheDocument();
  });
});
