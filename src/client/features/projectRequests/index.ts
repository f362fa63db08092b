// The public surface of features/projectRequests: what other features, pages and app/ import from it.
// Only re-exports (webpack.config.js marks this file free of side effects); lint forbids deeper imports.
export type { ProjectRequest, ProjectRequestStatusFilter } from './projectRequestModel';
export {
  selectApproveRequest,
  selectFilteredProjectRequestIds,
  selectMyProjectRequests,
  selectProjectRequestById,
  selectProjectRequestPaging,
  selectProjectRequestStatusFilter,
  selectProjectRequestsQueue,
  selectRejectRequest,
  selectSubmitFieldErrors,
  selectSubmitRequest,
  selectSubmittedProjectRequest,
  selectUpdateRequest,
} from './projectRequestsSelectors';
export { projectRequestsActions } from './projectRequestsSlice';
export { ProjectRequestStatusChip } from './ProjectRequestStatusChip';
export { projectRequestsFeature } from './projectRequestsFeature';
export { RequestFields } from './RequestFields';
export {
  EDITABLE_STATUSES,
  EDIT_RULES,
  QUOTE_RULES,
  editValuesOf,
  serviceFromQuery,
  statusEditable,
  toChanges,
  toProjectRequestInput,
} from './requestForm';
export type { EditField, RequestField } from './requestForm';
export { useServiceTitle } from './useServiceTitle';
