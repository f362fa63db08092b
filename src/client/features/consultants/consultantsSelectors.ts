import { createSelector } from '@reduxjs/toolkit';
import { compareNames } from '@client/lib/plainOrder';
import type { RootState } from '@client/lib/hooks';
import { selectRequest } from '@client/lib/requests';
import type { ConsultantRef } from './consultantModel';
import { CONSULTANT_REQUESTS as R, consultantsAdapter } from './consultantsSlice';

export const {
  selectAll: selectAllConsultants,
  selectById: selectConsultantById,
  selectIds: selectConsultantIds,
  selectTotal: selectConsultantsTotal,
} = consultantsAdapter.getSelectors((state: RootState) => state.consultants);

export const selectConsultantsRequest = (state: RootState) => selectRequest(state, R.list);
export const selectConsultantsStatus = (state: RootState) => selectConsultantsRequest(state).status;
export const selectConsultantsError = (state: RootState) => selectConsultantsRequest(state).error;
/**
 * The loading flag of docs/requirements.md#store: set on each consultant request (a read or a write),
 * cleared when it succeeds or fails.
 */
export const selectConsultantsLoading = createSelector([(state: RootState) => state.requests], (requests) =>
  Object.entries(requests).some(([key, r]) => key.startsWith('consultants/') && r.status === 'pending'),
);
export const selectSelectedConsultantId = (state: RootState) => state.consultants.selectedId;

export const selectSelectedConsultant = createSelector(
  [(state: RootState) => state.consultants.entities, selectSelectedConsultantId],
  (entities, id) => (id == null ? null : (entities[id] ?? null)),
);

export const selectAvailableConsultantIds = createSelector([selectAllConsultants], (all) =>
  all.filter((c) => c.isAvailable && c.isActive).map((c) => c.id),
);

export const selectConsultantByUserId = createSelector(
  [selectAllConsultants, (_state: RootState, userId: number) => userId],
  (all, userId) => all.find((c) => c.userId === userId) ?? null,
);

// The public pages (list filters, detail by slug, public projects).
export const selectConsultantFilters = (state: RootState) => state.consultants.filters;
export const selectConsultantDetailRequest = (state: RootState, ref: ConsultantRef) =>
  selectRequest(state, R.detail(ref));
export const selectPublicProjectsRequest = (state: RootState, consultantId: number) =>
  selectRequest(state, R.publicProjects(consultantId));
/** A consultant's public projects; undefined until they have been loaded once. */
export const selectPublicProjects = (state: RootState, consultantId: number) =>
  state.consultants.publicProjects[consultantId];

export const selectConsultantBySlug = createSelector(
  [selectAllConsultants, (_state: RootState, slug: string) => slug],
  (all, slug) => all.find((c) => c.slug === slug) ?? null,
);

/** The expertise select's options: every name among the loaded consultants, alphabetically. */
export const selectExpertiseNames = createSelector([selectAllConsultants], (all) =>
  [...new Set(all.flatMap((c) => c.expertise.map((e) => e.name.trim())).filter(Boolean))].sort(compareNames),
);

/** The loaded list narrowed by the expertise and availability filters (the search went to the server). */
export const selectFilteredConsultantIds = createSelector(
  [selectAllConsultants, selectConsultantFilters],
  (all, { expertise, availableOnly }) =>
    all
      .filter((c) => c.isActive)
      .filter((c) => !availableOnly || c.isAvailable)
      .filter((c) => !expertise || c.expertise.some((e) => e.name === expertise))
      .map((c) => c.id),
);

/** The home page shows the first few. */
export const FEATURED_CONSULTANTS = 4;
export const selectFeaturedConsultantIds = createSelector([selectAllConsultants], (all) =>
  all
    .filter((c) => c.isActive)
    .slice(0, FEATURED_CONSULTANTS)
    .map((c) => c.id),
);
