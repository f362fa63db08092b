import { createAction, createEntityAdapter, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  consultantRefKey,
  initialConsultantFilters,
  type Consultant,
  type ConsultantRef,
  type Expertise,
  type PublicProject,
} from './consultantModel';

export const consultantsAdapter = createEntityAdapter<Consultant>();

export const initialConsultantsState = consultantsAdapter.getInitialState({
  selectedId: null as number | null,
  /** The public list's filters, kept so that coming back from a detail page finds them as left. */
  filters: initialConsultantFilters,
  /** Name, status and dates of a consultant's projects, by consultant id, once loaded. */
  publicProjects: {} as Record<number, PublicProject[]>,
});
export type ConsultantsState = typeof initialConsultantsState;

/** Request keys (lib/requests): the views read each request's state under these. */
export const CONSULTANT_REQUESTS = {
  list: 'consultants/list',
  detail: (ref: ConsultantRef) => `consultants/detail:${consultantRefKey(ref)}`,
  publicProjects: (consultantId: number) => `consultants/publicProjects:${consultantId}`,
} as const;

// What the views ask for; the saga answers each.
const requested = {
  /** The public list; a search text goes to the server, blank text reads the (cached) whole list. */
  fetchRequested: createAction<{ search?: string; force?: boolean } | undefined>(
    'consultants/fetchRequested',
  ),
  detailRequested: createAction<ConsultantRef & { force?: boolean }>('consultants/detailRequested'),
  publicProjectsRequested: createAction<{ consultantId: number }>('consultants/publicProjectsRequested'),
};

const consultantsSlice = createSlice({
  name: 'consultants',
  initialState: initialConsultantsState,
  reducers: {
    listReceived: consultantsAdapter.setAll,
    /** The detail page's consultant: stored and selected. */
    detailReceived(state, action: PayloadAction<Consultant>) {
      consultantsAdapter.setOne(state, action.payload);
      state.selectedId = action.payload.id;
    },
    selected(state, action: PayloadAction<number | null>) {
      state.selectedId = action.payload;
    },
    /** Appended after the existing ones. */
    created: consultantsAdapter.addOne,
    /** Replaces the entry with the same id. */
    updated: consultantsAdapter.setOne,
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
    publicProjectsReceived(
      state,
      action: PayloadAction<{ consultantId: number; projects: PublicProject[] }>,
    ) {
      state.publicProjects[action.payload.consultantId] = action.payload.projects;
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
  },
});

export const consultantsActions = { ...consultantsSlice.actions, ...requested };
export const consultantsReducer = consultantsSlice.reducer;
export default consultantsSlice;
