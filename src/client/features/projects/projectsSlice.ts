import { createEntityAdapter, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { sessionActions } from '@client/features/authentication/sessionSlice';
import type { Project } from './projectModel';

export const projectsAdapter = createEntityAdapter<Project>();

export const initialProjectsState = projectsAdapter.getInitialState({
  search: '',
  selectedId: null as number | null,
});
export type ProjectsState = typeof initialProjectsState;

/** Request keys (lib/requests): the views read each request's state under these. */
export const PROJECT_REQUESTS = {
  list: 'projects/list',
} as const;

const projectsSlice = createSlice({
  name: 'projects',
  initialState: initialProjectsState,
  reducers: {
    listReceived(state, action: PayloadAction<Project[]>) {
      projectsAdapter.setAll(state, action.payload);
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
