import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '@client/lib/hooks';
import { selectRequest } from '@client/lib/requests';
import { PROJECT_REQUEST_KEYS as K, projectRequestsAdapter } from './projectRequestsSlice';

export const {
  selectAll: selectAllProjectRequests,
  selectById: selectProjectRequestById,
  selectIds: selectProjectRequestIds,
} = projectRequestsAdapter.getSelectors((state: RootState) => state.projectRequests);

export const { selectAll: selectMyProjectRequests } = projectRequestsAdapter.getSelectors(
  (state: RootState) => state.projectRequests.mine,
);

export const selectProjectRequestStatusFilter = (state: RootState) => state.projectRequests.statusFilter;
export const selectProjectRequestList = (state: RootState) => state.projectRequests.list;

/** The queue's search, page and the number of pages, for the search field and the pager. */
export const selectProjectRequestPaging = createSelector(
  [selectProjectRequestList],
  ({ search, page, pageSize, total }) => ({
    search,
    page,
    total,
    pageCount: Math.max(1, Math.ceil(total / Math.max(1, pageSize))),
  }),
);

/** The admin queue's load. */
export const selectProjectRequestsQueue = (state: RootState) => selectRequest(state, K.list);

/**
 * The queue rows under the current filter. The server already filters; this also drops a row whose
 * status changed here (approved in the Pending view) without waiting for the reload.
 */
export const selectFilteredProjectRequestIds = createSelector(
  [selectAllProjectRequests, selectProjectRequestStatusFilter],
  (all, filter) => all.filter((r) => filter === 'All' || r.status === filter).map((r) => r.id),
);

export const selectSubmitRequest = (state: RootState) => selectRequest(state, K.submit);
export const selectSubmitFieldErrors = (state: RootState) => selectSubmitRequest(state).fieldErrors;
export const selectSubmittedProjectRequest = (state: RootState) => state.projectRequests.submitted;

export const selectApproveRequest = (state: RootState, id: number) => selectRequest(state, K.approve(id));
export const selectRejectRequest = (state: RootState, id: number) => selectRequest(state, K.reject(id));
export const selectUpdateRequest = (state: RootState, id: number) => selectRequest(state, K.update(id));

export const selectMyProjectRequestsStatus = (state: RootState) => selectRequest(state, K.mine).status;
