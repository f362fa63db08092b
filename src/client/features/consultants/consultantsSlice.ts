import { createEntityAdapter, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { RequestStatus } from '../../app/requestState';
import { normalizeConsultant, type Consultant, type Expertise } from './consultantModel';

export const consultantsAdapter = createEntityAdapter<Consultant>();

export interface ConsultantsExtraState {
  selectedId: number | null;
  status: RequestStatus;
  error: string | null;
}

export const initialConsultantsState = consultantsAdapter.getInitialState<ConsultantsExtraState>({
  selectedId: null,
  status: 'idle',
  error: null,
});
export type ConsultantsState = typeof initialConsultantsState;

// Payloads are normalised in `prepare`, so what is dispatched is already the stored shape.
const one = (raw: unknown) => ({ payload: normalizeConsultant(raw) });

const consultantsSlice = createSlice({
  name: 'consultants',
  initialState: initialConsultantsState,
  reducers: {
    fetchRequested(state, _action: PayloadAction<{ query?: string } | undefined>) {
      state.status = 'pending';
      state.error = null;
    },
    fetchSucceeded: {
      reducer(state, action: PayloadAction<Consultant[]>) {
        consultantsAdapter.setAll(state, action.payload);
        state.status = 'succeeded';
      },
      prepare: (raw: unknown) => ({
        payload: Array.isArray(raw) ? raw.map(normalizeConsultant) : [],
      }),
    },
    fetchFailed(state, action: PayloadAction<{ error: string }>) {
      state.status = 'failed';
      state.error = action.payload.error;
    },
    selected(state, action: PayloadAction<number | null>) {
      state.selectedId = action.payload;
    },
    /** Appended after the existing ones. */
    created: {
      reducer(state, action: PayloadAction<Consultant>) {
        consultantsAdapter.addOne(state, action.payload);
      },
      prepare: one,
    },
    /** Replaces the entry with the same id. */
    updated: {
      reducer(state, action: PayloadAction<Consultant>) {
        consultantsAdapter.setOne(state, action.payload);
      },
      prepare: one,
    },
    removed(state, action: PayloadAction<number>) {
      consultantsAdapter.removeOne(state, action.payload);
      if (state.selectedId === action.payload) state.selectedId = null;
    },
    /** Adds the item, or replaces the one with the same id (an expertise update answers the same way). */
    expertiseAdded(state, action: PayloadAction<{ consultantId: number; expertise: Expertise }>) {
      const consultant = state.entities[action.payload.consultantId];
      if (!consultant) return;
      const { expertise } = action.payload;
      const at = consultant.expertise.findIndex((e) => e.id === expertise.id);
      if (at >= 0) consultant.expertise[at] = expertise;
      else consultant.expertise.push(expertise);
    },
    expertiseRemoved(state, action: PayloadAction<{ consultantId: number; expertiseId: number }>) {
      const consultant = state.entities[action.payload.consultantId];
      if (!consultant) return;
      consultant.expertise = consultant.expertise.filter((e) => e.id !== action.payload.expertiseId);
    },
  },
});

export const consultantsActions = consultantsSlice.actions;
export const consultantsReducer = consultantsSlice.reducer;
export default consultantsSlice;
