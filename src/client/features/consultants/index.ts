// The public surface of features/consultants: what other features, pages and app/ import from it.
// Only re-exports (webpack.config.js marks this file free of side effects); lint forbids deeper imports.
export { ApplicationCard } from './ApplicationCard';
export {
  selectApplicationsQueue,
  selectConsultantProjects,
  selectConsultantProjectsRequest,
  selectConsultantRemoveRequest,
  selectConsultantUpdateRequest,
  selectCvDownloadRequest,
  selectExpertiseRequest,
  selectManagedConsultantById,
  selectManagedConsultants,
  selectManagedConsultantsRequest,
  selectMyConsultant,
  selectMyConsultantRequest,
  selectReviewRequest,
  selectUserAvailabilityRequest,
} from './consultantAdminSelectors';
export { consultantApplicationsWatchers } from './consultantApplicationsSaga';
export { ConsultantAvatar } from './ConsultantAvatar';
export { ConsultantFilters } from './ConsultantFilters';
export { ConsultantGrid } from './ConsultantGrid';
export { AvailabilityChip, yearsText } from './consultantLabels';
export type {
  ApplicationStatus,
  Consultant,
  ConsultantUpdateBody,
  Expertise,
  ExpertiseLevel,
} from './consultantModel';
export { consultantReadsWatchers } from './consultantReadsSaga';
export { CONSULTANT_WRITE_REQUESTS } from './consultantsRequested';
export { consultantCalls, consultantSearchWatcher } from './consultantsSaga';
export {
  FEATURED_CONSULTANTS,
  selectConsultantById,
  selectConsultantDetailRequest,
  selectConsultantFilters,
  selectConsultantsError,
  selectConsultantsStatus,
  selectConsultantsTotal,
  selectFeaturedConsultantIds,
  selectFilteredConsultantIds,
  selectPublicProjects,
  selectPublicProjectsRequest,
} from './consultantsSelectors';
export { CONSULTANT_REQUESTS, consultantsActions, consultantsReducer } from './consultantsSlice';
export { consultantWritesWatchers } from './consultantWritesSaga';
export { ExpertiseList } from './ExpertiseList';
export { PublicProjectList } from './PublicProjectList';
export { useConsultantFromParam } from './useConsultantFromParam';
