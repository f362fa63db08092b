import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../../app/rootReducer';
import { servicesAdapter } from './servicesSlice';

export const {
  selectAll: selectAllServices,
  selectById: selectServiceById,
  selectIds: selectServiceIds,
} = servicesAdapter.getSelectors((state: RootState) => state.services);

export const selectServicesStatus = (state: RootState) => state.services.status;
export const selectServicesError = (state: RootState) => state.services.error;
export const selectServiceDetailState = (state: RootState) => state.services.detail;
export const selectServiceSave = (state: RootState) => state.services.save;
export const selectServiceRemove = (state: RootState) => state.services.remove;
export const selectServiceItemRequest = (state: RootState) => state.services.item;

/** What visitors see: active services, already in display order. */
export const selectActiveServices = createSelector([selectAllServices], (all) =>
  all.filter((s) => s.isActive),
);

export const selectActiveServiceIds = createSelector([selectActiveServices], (active) =>
  active.map((s) => s.id),
);

/** The home page shows the first few (product-spec: featured services). */
export const FEATURED_SERVICES = 6;
export const selectFeaturedServiceIds = createSelector([selectActiveServiceIds], (ids) =>
  ids.slice(0, FEATURED_SERVICES),
);

export const selectServiceBySlug = createSelector(
  [selectAllServices, (_state: RootState, slug: string) => slug],
  (all, slug) => all.find((s) => s.slug === slug) ?? null,
);
