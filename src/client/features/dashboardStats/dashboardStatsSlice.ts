import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { UserStatistics } from '@shared/contracts/users';
import { sessionActions } from '@client/features/authentication';

/** The figures of the administrators' overview that no other slice holds (docs/requirements.md#users). */
export interface DashboardStatsState {
  /** The user statistics last loaded, null before the first load. */
  users: UserStatistics | null;
}

export const initialDashboardStatsState: DashboardStatsState = { users: null };

/** Request keys (lib/requests): the views read each request's state under these. */
export const DASHBOARD_STATS_REQUESTS = { users: 'dashboardStats/users' } as const;

const dashboardStatsSlice = createSlice({
  name: 'dashboardStats',
  initialState: initialDashboardStatsState,
  reducers: {
    usersReceived(state, action: PayloadAction<UserStatistics>) {
      state.users = action.payload;
    },
  },
  extraReducers: (builder) => {
    // The figures belong to the administrator who loaded them.
    builder.addCase(sessionActions.loggedOut, () => initialDashboardStatsState);
  },
});

export const dashboardStatsActions = {
  ...dashboardStatsSlice.actions,
  /** The user statistics, read through the `dashboardStats` cache entry; `force` skips it. */
  usersRequested: createAction<{ force?: boolean } | undefined>('dashboardStats/usersRequested'),
};
export const dashboardStatsReducer = dashboardStatsSlice.reducer;
export default dashboardStatsSlice;
