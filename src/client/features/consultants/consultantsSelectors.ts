import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../../app/rootReducer';
import { consultantsAdapter } from './consultantsSlice';

export const {
  selectAll: selectAllConsultants,
  selectById: selectConsultantById,
  selectIds: selectConsultantIds,
  selectTotal: selectConsultantsTotal,
} = consultantsAdapter.getSelectors((state: RootState) => state.consultants);

export const selectConsultantsStatus = (state: RootState) => state.consultants.status;
export const selectConsultantsError = (state: RootState) => state.consultants.error;
export const selectConsultantsLoading = (state: RootState) => state.consultants.status === 'pending';
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
