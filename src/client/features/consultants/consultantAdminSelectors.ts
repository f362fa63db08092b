import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '@client/lib/hooks';
import { selectRequest } from '@client/lib/requests';
import { selectProjectEntities, type Project } from '@client/features/projects';
import type { Consultant } from './consultantModel';
import { CONSULTANT_REQUESTS as R, consultantsAdapter } from './consultantsSlice';

// What the dashboard's consultant pages read: the management list and its application queue, the
// signed-in consultant's own profile, a consultant's projects, and the state of each write.

export const {
  selectAll: selectManagedConsultants,
  selectById: selectManagedConsultantById,
  selectIds: selectManagedConsultantIds,
} = consultantsAdapter.getSelectors((state: RootState) => state.consultants.all);

/** A consultant wherever the store holds them (the public list, a detail, or the management list). */
export const selectKnownConsultant = (state: RootState, id: number): Consultant | null =>
  state.consultants.entities[id] ?? state.consultants.all.entities[id] ?? null;

/** Applications waiting for a decision, oldest first: the order they are to be reviewed in. */
export const selectApplicationsQueue = createSelector([selectManagedConsultants], (all) =>
  all
    .filter((c) => c.applicationStatus === 'Pending')
    .sort((a, b) => (a.appliedAt ?? a.createdAt).localeCompare(b.appliedAt ?? b.createdAt) || a.id - b.id),
);

export const selectManagedConsultantsRequest = (state: RootState) => selectRequest(state, R.all);

/** The signed-in user's own consultant profile; null when they have none (or it is not loaded). */
export const selectMyConsultant = (state: RootState): Consultant | null =>
  state.consultants.myId == null ? null : (state.consultants.entities[state.consultants.myId] ?? null);
export const selectMyConsultantRequest = (state: RootState) => selectRequest(state, R.mine);

/** A consultant's projects (undefined until loaded once), rows from the projects slice. */
export const selectConsultantProjects = createSelector(
  [
    (state: RootState, consultantId: number) => state.consultants.projectIds[consultantId],
    selectProjectEntities,
  ],
  (ids, entities): Project[] | undefined =>
    ids?.map((id) => entities[id]).filter((p): p is Project => p !== undefined),
);
export const selectConsultantProjectsRequest = (state: RootState, consultantId: number) =>
  selectRequest(state, R.projects(consultantId));

/** 0–100 while the application's CV is being sent, else null. */
export const selectApplyProgress = (state: RootState) =>
  selectRequest(state, R.apply).status === 'pending' ? state.consultants.applyProgress : null;

// The state of each write, for its form or button.
export const selectConsultantCreateRequest = (state: RootState) => selectRequest(state, R.create);
export const selectConsultantUpdateRequest = (state: RootState, id: number) =>
  selectRequest(state, R.update(id));
export const selectConsultantRemoveRequest = (state: RootState, id: number) =>
  selectRequest(state, R.remove(id));
export const selectExpertiseRequest = (state: RootState, consultantId: number) =>
  selectRequest(state, R.expertise(consultantId));
export const selectApplyRequest = (state: RootState) => selectRequest(state, R.apply);
/** Approving or rejecting one application. */
export const selectReviewRequest = (state: RootState, id: number) => selectRequest(state, R.review(id));
export const selectAvailabilityRequest = (state: RootState, consultantId: number) =>
  selectRequest(state, R.availability(consultantId));
export const selectUserAvailabilityRequest = (state: RootState, userId: number) =>
  selectRequest(state, R.userAvailability(userId));
export const selectCvDownloadRequest = (state: RootState, consultantId: number) =>
  selectRequest(state, R.cv(consultantId));
