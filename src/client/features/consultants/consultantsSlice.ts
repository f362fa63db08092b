import { createEntityAdapter, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { RequestStatus } from '@client/lib/requestState';
import { normalizeConsultant, type Consultant, type Expertise } from './consultantModel';
import {
  initialConsultantFilters,
  normalizePublicProjects,
  type ConsultantFilters,
  type PublicProject,
} from './publicConsultantModel';

export const consultantsAdapter = createEntityAdapter<Consultant>();

export interface ConsultantsExtraState {
  selectedId: number | null;
  status: RequestStatus;
  error: string | null;
  /** The public list's filters, kept so that coming back from a detail page finds them as left. */
  filters: ConsultantFilters;
  /** The detail page's consultant, asked for by slug (or by id from the projects page). */
  detail: { key: string | null; status: RequestStatus; error: string | null; missing: boolean };
  publicProjects: {
    consultantId: number | null;
    items: PublicProject[];
    status: RequestStatus;
    error: string | null;
  };
}

export type DetailKey = { slug: string } | { id: number };
const detailKey = (k: DetailKey) => ('slug' in k ? `slug:${k.slug}` : `id:${k.id}`);

export const initialConsultantsState = consultantsAdapter.getInitialState<ConsultantsExtraState>({
  selectedId: null,
  status: 'idle',
  error: null,
  filters: initialConsultantFilters,
  detail: { key: null, status: 'idle', error: null, missing: false },
  publicProjects: { consultantId: null, items: [], status: 'idle', error: null },
});
export type ConsultantsState = typeof initialConsultantsState;

// Payloads are normalised in `prepare`, so what is dispatched is already the stored shape.
const one = (raw: unknown) => ({ payload: normalizeConsultant(raw) });

const consultantsSlice = createSlice({
  name: 'consultants',
  initialState: initialConsultantsState,
  reducers: {
    fetchRequested(state, _action: PayloadAction<{ query?: string; force?: boolean } | undefined>) {
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
    /** Each keystroke; the saga waits SEARCH_DEBOUNCE_MS for the typing to pause before it asks. */
    searchChanged(state, action: PayloadAction<string>) {
      state.filters.search = action.payload;
    },
    expertiseFilterChanged(state, action: PayloadAction<string>) {
      state.filters.expertise = action.payload;
    },
    availabilityFilterChanged(state, action: PayloadAction<boolean>) {
      state.filters.availableOnly = action.payload;
    },
    detailRequested(state, action: PayloadAction<DetailKey & { force?: boolean }>) {
      state.detail = { key: detailKey(action.payload), status: 'pending', error: null, missing: false };
    },
    detailSucceeded: {
      reducer(state, action: PayloadAction<Consultant>) {
        consultantsAdapter.setOne(state, action.payload);
        state.selectedId = action.payload.id;
        state.detail.status = 'succeeded';
      },
      prepare: one,
    },
    detailFailed(state, action: PayloadAction<{ error: string; missing?: boolean }>) {
      state.detail.status = 'failed';
      state.detail.error = action.payload.error;
      state.detail.missing = action.payload.missing ?? false;
    },
    publicProjectsRequested(state, action: PayloadAction<{ consultantId: number }>) {
      state.publicProjects = {
        consultantId: action.payload.consultantId,
        items: [],
        status: 'pending',
        error: null,
      };
    },
    publicProjectsSucceeded: {
      reducer(state, action: PayloadAction<{ consultantId: number; items: PublicProject[] }>) {
        if (state.publicProjects.consultantId !== action.payload.consultantId) return;
        state.publicProjects.items = action.payload.items;
        state.publicProjects.status = 'succeeded';
      },
      prepare: (consultantId: number, raw: unknown) => ({
        payload: { consultantId, items: normalizePublicProjects(raw) },
      }),
    },
    publicProjectsFailed(state, action: PayloadAction<{ consultantId: number; error: string }>) {
      if (state.publicProjects.consultantId !== action.payload.consultantId) return;
      state.publicProjects.status = 'failed';
      state.publicProjects.error = action.payload.error;
    },
  },
});

export const consultantsActions = consultantsSlice.actions;
export const consultantsReducer = consultantsSlice.reducer;
export default consultantsSlice;
