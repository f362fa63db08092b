import { createEntityAdapter, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { RequestStatus } from '@client/lib/requestState';
import { sessionActions } from '@client/features/session/sessionSlice';
import { normalizeProjectsResponse, type Project } from './projectModel';

export const projectsAdapter = createEntityAdapter<Project>();

export interface ProjectsExtraState {
  status: RequestStatus;
  error: string | null;
  search: string;
  selectedId: number | null;
}

export const initialProjectsState = projectsAdapter.getInitialState<ProjectsExtraState>({
  status: 'idle',
  error: null,
  search: '',
  selectedId: null,
});
export type ProjectsState = typeof initialProjectsState;

const projectsSlice = createSlice({
  name: 'projects',
  initialState: initialProjectsState,
  reducers: {
    fetchRequested(state, _action: PayloadAction<{ search?: string } | undefined>) {
      state.status = 'pending';
      state.error = null;
    },
    fetchSucceeded: {
      reducer(state, action: PayloadAction<Project[]>) {
        projectsAdapter.setAll(state, action.payload);
        state.status = 'succeeded';
      },
      prepare: (body: unknown) => ({ payload: normalizeProjectsResponse(body) }),
    },
    fetchFailed(state, action: PayloadAction<{ error: string }>) {
      state.status = 'failed';
      state.error = action.payload.error;
    },
    searchChanged(state, action: PayloadAction<string>) {
      state.search = action.payload;
    },
    selected(state, action: PayloadAction<number | null>) {
      state.selectedId = action.payload;
    },
    /** A detail read, a create or an update: merged over what the list already holds. */
    upserted(state, action: PayloadAction<Project>) {
      projectsAdapter.upsertOne(state, action.payload);
    },
    removed(state, action: PayloadAction<number>) {
      projectsAdapter.removeOne(state, action.payload);
      if (state.selectedId === action.payload) state.selectedId = null;
    },
  },
  extraReducers: (builder) => {
    // Another user may sign in next in this browser: their projects are not ours to show.
    builder.addCase(sessionActions.loggedOut, () => initialProjectsState);
  },
});

export const projectsActions = projectsSlice.actions;
export const projectsReducer = projectsSlice.reducer;
export default projectsSlice;
