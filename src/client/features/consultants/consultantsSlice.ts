import { createAction, createEntityAdapter, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { sessionActions } from '@client/features/authentication';
import {
  consultantRefKey,
  initialConsultantFilters,
  isPublicConsultant,
  stripPrivate,
  type Consultant,
  type ConsultantRef,
  type Expertise,
  type PublicProject,
} from './consultantModel';
import { CONSULTANT_WRITE_REQUESTS, consultantWritesRequested } from './consultantsRequested';

export const consultantsAdapter = createEntityAdapter<Consultant>();

export const initialConsultantsState = consultantsAdapter.getInitialState({
  selectedId: null as number | null,
  /** The public list's filters, kept so that coming back from a detail page finds them as left. */
  filters: initialConsultantFilters,
  /** Name, status and dates of a consultant's projects, by consultant id, once loaded. */
  publicProjects: {} as Record<number, PublicProject[]>,
  /** Every consultant, applications included (administrators): the management list and its queue. */
  all: consultantsAdapter.getInitialState(),
  /** The signed-in user's own consultant profile (kept among the entities), or null when they have none. */
  myId: null as number | null,
  /** The ids of a consultant's projects (the projects slice holds the rows), by consultant id. */
  projectIds: {} as Record<number, number[]>,
  /** 0–100 of the application's CV being sent; shown only while its request is pending. */
  applyProgress: 0,
});
export type ConsultantsState = typeof initialConsultantsState;

/** Request keys (lib/requests): the views read each request's state under these. */
export const CONSULTANT_REQUESTS = {
  list: 'consultants/list',
  detail: (ref: ConsultantRef) => `consultants/detail:${consultantRefKey(ref)}`,
  publicProjects: (consultantId: number) => `consultants/publicProjects:${consultantId}`,
  ...CONSULTANT_WRITE_REQUESTS,
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
    /** Appended after the existing ones, in the public and the management list alike. */
    created(state, action: PayloadAction<Consultant>) {
      consultantsAdapter.addOne(state, action.payload);
      consultantsAdapter.addOne(state.all, action.payload);
    },
    /** Replaces the entry with the same id, wherever it is listed. */
    updated(state, action: PayloadAction<Consultant>) {
      consultantsAdapter.setOne(state, action.payload);
      if (state.all.entities[action.payload.id]) consultantsAdapter.setOne(state.all, action.payload);
    },
    removed(state, action: PayloadAction<number>) {
      consultantsAdapter.removeOne(state, action.payload);
      consultantsAdapter.removeOne(state.all, action.payload);
      delete state.projectIds[action.payload];
      if (state.selectedId === action.payload) state.selectedId = null;
      if (state.myId === action.payload) state.myId = null;
    },
    /** Adds the item, or replaces the one with the same id (an expertise update answers the same way). */
    expertiseAdded(state, action: PayloadAction<{ consultantId: number; expertise: Expertise }>) {
      const { consultantId, expertise } = action.payload;
      for (const consultant of [state.entities[consultantId], state.all.entities[consultantId]]) {
        if (!consultant) continue;
        const at = consultant.expertise.findIndex((e) => e.id === expertise.id);
        if (at >= 0) consultant.expertise[at] = expertise;
        else consultant.expertise.push(expertise);
      }
    },
    expertiseRemoved(state, action: PayloadAction<{ consultantId: number; expertiseId: number }>) {
      const { consultantId, expertiseId } = action.payload;
      for (const consultant of [state.entities[consultantId], state.all.entities[consultantId]]) {
        if (consultant) consultant.expertise = consultant.expertise.filter((e) => e.id !== expertiseId);
      }
    },
    /** The management list (GET /consultants?all=true). */
    allReceived(state, action: PayloadAction<Consultant[]>) {
      consultantsAdapter.setAll(state.all, action.payload);
    },
    /** The signed-in user's consultant profile, or null: they have none (or it could not be read). */
    myProfileReceived(state, action: PayloadAction<Consultant | null>) {
      if (action.payload) consultantsAdapter.setOne(state, action.payload);
      state.myId = action.payload?.id ?? null;
    },
    consultantProjectsReceived(state, action: PayloadAction<{ consultantId: number; projectIds: number[] }>) {
      state.projectIds[action.payload.consultantId] = action.payload.projectIds;
    },
    applyProgressed(state, action: PayloadAction<{ percent: number }>) {
      state.applyProgress = action.payload.percent;
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
  extraReducers: (builder) => {
    builder.addCase(consultantWritesRequested.applyRequested, (state) => {
      state.applyProgress = 0;
    });
    // The public list stays (docs/decisions/005); what only the signed-in user or an administrator may
    // see leaves with them: applications, private fields, their own profile and project lists.
    builder.addCase(sessionActions.loggedOut, (state) => {
      const hidden = state.ids.filter((id) => !isPublicConsultant(state.entities[id]));
      consultantsAdapter.removeMany(state, hidden);
      for (const consultant of Object.values(state.entities)) stripPrivate(consultant);
      state.all = consultantsAdapter.getInitialState();
      state.myId = null;
      state.projectIds = {};
      state.applyProgress = 0;
      if (state.selectedId != null && !state.entities[state.selectedId]) state.selectedId = null;
    });
  },
});

export const consultantsActions = { ...consultantsSlice.actions, ...requested, ...consultantWritesRequested };
export const consultantsReducer = consultantsSlice.reducer;
export default consultantsSlice;
