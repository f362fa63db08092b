import type { FeatureModule } from '@client/lib/features';
import { dashboardStatsReducer, dashboardStatsSaga } from '@client/features/dashboardStats';
import { usersReducer } from './usersSlice';
import { usersSaga } from './usersSaga';
import { usersLiveSaga } from './usersLiveSaga';

/** People and roles, and the dashboard's figures: the administrator's pages. */
export const adminFeature = {
  name: 'admin',
  reducers: { users: usersReducer, dashboardStats: dashboardStatsReducer },
  sagas: [usersSaga, usersLiveSaga, dashboardStatsSaga],
} satisfies FeatureModule;
