import type { UserStatistics } from '@shared/contracts/users';

export function makeUserStatistics(overrides: Partial<UserStatistics> = {}): UserStatistics {
  return {
    total: 42,
    active: 38,
    inactive: 4,
    unverified: 6,
    byRole: [
      { roleId: 3, roleName: 'Customer', count: 30 },
      { roleId: 1, roleName: 'Admin', count: 2 },
      { roleId: 2, roleName: 'Consultant', count: 9 },
      { roleId: 4, roleName: '', count: 1 },
    ],
    byDay: [
      { date: '2025-01-13', count: 2 },
      { date: '2025-01-14', count: 0 },
      { date: '2025-01-15', count: 5 },
    ],
    newLast30Days: 7,
    ...overrides,
  };
}
