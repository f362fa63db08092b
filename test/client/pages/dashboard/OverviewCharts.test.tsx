import { ProjectStatusChart, RolesChart, SignupsChart } from '@client/pages/dashboard/home/OverviewCharts';
import { renderWithProviders } from '@test/client/renderWithProviders';

describe('OverviewCharts', () => {
  it('draws the sign-ups, the roles and the project statuses without complaint', () => {
    const { container } = renderWithProviders(
      <>
        <SignupsChart
          height={200}
          days={[
            { date: '2025-01-14', count: 1 },
            { date: '2025-01-15', count: 3 },
          ]}
        />
        <RolesChart
          height={200}
          roles={[
            { label: 'Admin', count: 1 },
            { label: 'Customer', count: 4 },
          ]}
        />
        <ProjectStatusChart
          height={200}
          statuses={[
            { status: 'Active', count: 2 },
            { status: 'OnHold', count: 1 },
          ]}
        />
      </>,
    );
    expect(container.querySelectorAll('svg').length).toBeGreaterThanOrEqual(3);
  });
});
