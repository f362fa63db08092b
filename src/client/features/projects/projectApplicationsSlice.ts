import { createAction, createEntityAdapter, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { sessionActions } from '@client/features/authentication';
import { newestFirst, type ProjectApplication } from './projectModel';
import { projectLiveReceived } from './projectLive';
import { projectsActions } from './projectsSlice';

/** Consultants' applications to work on projects (docs/requirements.md#projects), newest first. */
export const projectApplicationsAdapter = createEntityAdapter<ProjectApplication>({
  sortComparer: newestFirst<ProjectApplication>((a) => a.createdAt),
});

export const initialProjectApplicationsState = projectApplicationsAdapter.getInitialState();
export type ProjectApplicationsState = typeof initialProjectApplicationsState;

/** Request keys (lib/requests): the views read each request's state under these. */
export const PROJECT_APPLICATION_REQUESTS = {
  apply: (projectId: number) => `projectApplications/apply:${projectId}`,
  list: (projectId: number) => `projectApplications/list:${projectId}`,
  /** Accepting or rejecting one application. */
  decide: (id: number) => `projectApplications/decide:${id}`,
} as const;

/** What the views ask for (one line each); the project applications saga answers each. */
const requested = {
  /** A consultant applies to an open project, with an optional message. */
  applyRequested: createAction<{ projectId: number; message?: string }>('projectApplications/applyRequested'),
  /** A project's applications (administrators). */
  listRequested: createAction<{ projectId: number }>('projectApplications/listRequested'),
  /** The consultant joins the project; its detail is read again. */
  acceptRequested: createAction<{ id: number }>('projectApplications/acceptRequested'),
  rejectRequested: createAction<{ id: number }>('projectApplications/rejectRequested'),
};

const projectApplicationsSlice = createSlice({
  name: 'projectApplications',
  initialState: initialProjectApplicationsState,
  reducers: {
    /** The project's applications become exactly these. */
    listReceived(state, action: PayloadAction<{ projectId: number; applications: ProjectApplication[] }>) {
      const { projectId, applications } = action.payload;
      const stale = state.ids.filter((id) => state.entities[id]?.projectId === projectId);
      projectApplicationsAdapter.removeMany(state, stale);
      projectApplicationsAdapter.setMany(state, applications);
    },
    /** An application made, accepted or rejected: the server's row replaces ours. */
    saved: projectApplicationsAdapter.setOne,
  },
  extraReducers: (builder) => {
    const forget = (state: ProjectApplicationsState, projectId: number) =>
      projectApplicationsAdapter.removeMany(
        state,
        state.ids.filter((id) => state.entities[id]?.projectId === projectId),
      );
    builder.addCase(projectsActions.removed, (state, action) => forget(state, action.payload));
    // The live project room (docs/decisions/036-project-room.md): received and decided applications.
    builder.addCase(projectLiveReceived, (state, { payload: event }) => {
      for (const change of event.changes) {
        if (change.kind === 'application') projectApplicationsAdapter.setOne(state, change.application);
        else if (change.kind === 'projectDeleted') forget(state, event.projectId);
      }
    });
    builder.addCase(sessionActions.loggedOut, () => initialProjectApplicationsState);
  },
});

export const projectApplicationsActions = { ...projectApplicationsSlice.actions, ...requested };
export const projectApplicationsReducer = projectApplicationsSlice.reducer;
export default projectApplicationsSlice;
