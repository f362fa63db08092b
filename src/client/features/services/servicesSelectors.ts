import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '@client/lib/hooks';
import { selectRequest } from '@client/lib/requests';
import { SERVICE_REQUESTS as R, servicesAdapter } from './servicesSlice';
import type { ServiceItemKind } from './serviceModel';

export const {
  selectAll: selectAllServices,
  selectById: selectServiceById,
  selectIds: selectServiceIds,
} = servicesAdapter.getSelectors((state: RootState) => state.services);

export const selectServicesRequest = (state: RootState) => selectRequest(state, R.list);
export const selectServicesStatus = (state: RootState) => selectServicesRequest(state).status;
export const selectServicesError = (state: RootState) => selectServicesRequest(state).error;
export const selectServiceDetailRequest = (state: RootState, slug: string) =>
  selectRequest(state, R.detail(slug));
export const selectServiceSave = (state: RootState) => selectRequest(state, R.save);
export const selectServiceRemove = (state: RootState) => selectRequest(state, R.remove);
export const selectServiceItemRequest = (state: RootState, kind: ServiceItemKind) =>
  selectRequest(state, R.item(kind));

/** What visitors see: active services, already in display order. */
export const selectActiveServices = createSelector([selectAllServices], (all) =>
  all.filter((s) => s.isActive),
);

export const selectActiveServiceIds = createSelector([selectActiveServices], (active) =>
  active.map((s) => s.id),
);

/** The home page shows the first few active services. */
export const FEATURED_SERVICES = 6;
export const selectFeaturedServiceIds = createSelector([selectActiveServiceIds], (ids) =>
  ids.slice(0, FEATURED_SERVICES),
);

export const selectServiceBySlug = createSelector(
  [selectAllServices, (_state: RootState, slug: string) => slug],
  (all, slug) => all.find((s) => s.slug === slug) ?? null,
);
