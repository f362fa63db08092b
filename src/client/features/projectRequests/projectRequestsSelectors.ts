import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '@client/app/rootReducer';
import { projectRequestsAdapter } from './projectRequestsSlice';

export const {
  selectAll: selectAllProjectRequests,
  selectById: selectProjectRequestById,
  selectIds: selectProjectRequestIds,
} = projectRequestsAdapter.getSelectors((state: RootState) => state.projectRequests);

export const { selectAll: selectMyProjectRequests } = projectRequestsAdapter.getSelectors(
  (state: RootState) => state.projectRequests.mine,
);

export const selectProjectRequestStatusFilter = (state: RootState) => state.projectRequests.statusFilter;

export const selectProjectRequestsQueue = createSelector(
  [(state: RootState) => state.projectRequests.status, (state: RootState) => state.projectRequests.error],
  (status, error) => ({ status, error }),
);

/**
 * The queue rows under the current filter. The server already filters; this also drops a row whose
 * status changed here (approved in the Pending view) without waiting for the reload.
 */
export const selectFilteredProjectRequestIds = createSelector(
  [selectAllProjectRequests, selectProjectRequestStatusFilter],
  (all, filter) => all.filter((r) => filter === 'All' || r.status === filter).map((r) => r.id),
);

export const selectSubmitRequest = (state: RootState) => state.projectRequests.submit;
export const selectSubmittedProjectRequest = (state: RootState) => state.projectRequests.submitted;
export const selectSubmitFieldErrors = (state: RootState) => state.projectRequests.submitFieldErrors;

export const selectApproveRequest = (state: RootState) => state.projectRequests.approve;
export const selectApprovedProjectId = (state: RootState) => state.projectRequests.approvedProjectId;
export const selectRejectRequest = (state: RootState) => state.projectRequests.reject;
export const selectUpdateRequest = (state: RootState) => state.projectRequests.update;

export const selectMyProjectRequestsStatus = (state: RootState) => state.projectRequests.mine.status;
