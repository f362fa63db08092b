import { createEntityAdapter, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  failedRequest,
  idleRequest,
  pendingRequest,
  succeededRequest,
  type RequestState,
  type RequestStatus,
} from '@client/lib/requestState';
import { sessionActions } from '@client/features/session/sessionSlice';
import {
  compareNewestFirst,
  normalizeProjectRequest,
  normalizeProjectRequestList,
  readApproval,
  type ProjectRequest,
  type ProjectRequestChanges,
  type ProjectRequestInput,
  type ProjectRequestStatusFilter,
} from './projectRequestModel';

export const projectRequestsAdapter = createEntityAdapter<ProjectRequest>({
  sortComparer: compareNewestFirst,
});

/** A write on one request: which one, so the detail view shows only its own outcome. */
export interface TargetedRequest extends RequestState {
  id: number | null;
}

const idleTarget: TargetedRequest = { ...idleRequest, id: null };
const initialMine = projectRequestsAdapter.getInitialState({
  status: 'idle' as RequestStatus,
  error: null as string | null,
});

export const initialProjectRequestsState = projectRequestsAdapter.getInitialState({
  /** The admin queue's load. */
  status: 'idle' as RequestStatus,
  error: null as string | null,
  statusFilter: 'All' as ProjectRequestStatusFilter,
  submit: idleRequest,
  /** The request the visitor just sent, for the success screen. */
  submitted: null as ProjectRequest | null,
  /** The server's field messages of a failed submit, by field name. */
  submitFieldErrors: {} as Record<string, string>,
  approve: idleTarget,
  /** The project created by the last approval. */
  approvedProjectId: null as number | null,
  reject: idleTarget,
  update: idleTarget,
  /** The signed-in user's own requests. */
  mine: initialMine,
});
export type ProjectRequestsState = typeof initialProjectRequestsState;

interface Failure {
  error: string;
}

const projectRequestsSlice = createSlice({
  name: 'projectRequests',
  initialState: initialProjectRequestsState,
  reducers: {
    submitRequested(state, _action: PayloadAction<ProjectRequestInput>) {
      state.submit = pendingRequest;
      state.submitFieldErrors = {};
    },
    submitSucceeded: {
      reducer(state, action: PayloadAction<ProjectRequest | null>) {
        state.submit = succeededRequest();
        state.submitted = action.payload;
      },
      prepare: (body: unknown) => ({ payload: normalizeProjectRequest(body) }),
    },
    submitFailed(state, action: PayloadAction<Failure & { fieldErrors?: Record<string, string> }>) {
      state.submit = failedRequest(action.payload.error);
      state.submitFieldErrors = action.payload.fieldErrors ?? {};
    },
    /** 'Send another request', or leaving the page. */
    submitReset(state) {
      state.submit = idleRequest;
      state.submitted = null;
      state.submitFieldErrors = {};
    },
    fetchRequested(state) {
      state.status = 'pending';
      state.error = null;
    },
    fetchSucceeded: {
      reducer(state, action: PayloadAction<ProjectRequest[]>) {
        projectRequestsAdapter.setAll(state, action.payload);
        state.status = 'succeeded';
      },
      prepare: (body: unknown) => ({ payload: normalizeProjectRequestList(body) }),
    },
    fetchFailed(state, action: PayloadAction<Failure>) {
      state.status = 'failed';
      state.error = action.payload.error;
    },
    statusFilterChanged(state, action: PayloadAction<ProjectRequestStatusFilter>) {
      state.statusFilter = action.payload;
    },
    approveRequested(state, action: PayloadAction<{ id: number }>) {
      state.approve = { ...pendingRequest, id: action.payload.id };
      state.approvedProjectId = null;
    },
    approveSucceeded: {
      reducer(
        state,
        action: PayloadAction<{ id: number; request: ProjectRequest | null; projectId: number | null }>,
      ) {
        const { id, request, projectId } = action.payload;
        if (request) projectRequestsAdapter.upsertOne(state, request);
        else projectRequestsAdapter.updateOne(state, { id, changes: { status: 'Approved', projectId } });
        state.approve = { ...succeededRequest(), id };
        state.approvedProjectId = projectId;
      },
      prepare: (id: number, body: unknown) => ({ payload: { id, ...readApproval(body) } }),
    },
    approveFailed(state, action: PayloadAction<Failure & { id: number }>) {
      state.approve = { ...failedRequest(action.payload.error), id: action.payload.id };
    },
    rejectRequested(state, action: PayloadAction<{ id: number; adminNotes: string }>) {
      state.reject = { ...pendingRequest, id: action.payload.id };
    },
    rejectSucceeded: {
      reducer(
        state,
        action: PayloadAction<{ id: number; request: ProjectRequest | null; adminNotes: string }>,
      ) {
        const { id, request, adminNotes } = action.payload;
        if (request) projectRequestsAdapter.upsertOne(state, request);
        else projectRequestsAdapter.updateOne(state, { id, changes: { status: 'Rejected', adminNotes } });
        state.reject = { ...succeededRequest(), id };
      },
      prepare: (id: number, adminNotes: string, body: unknown) => ({
        payload: { id, adminNotes, request: normalizeProjectRequest(body) },
      }),
    },
    rejectFailed(state, action: PayloadAction<Failure & { id: number }>) {
      state.reject = { ...failedRequest(action.payload.error), id: action.payload.id };
    },
    updateRequested(state, action: PayloadAction<{ id: number; changes: ProjectRequestChanges }>) {
      state.update = { ...pendingRequest, id: action.payload.id };
    },
    updateSucceeded: {
      reducer(state, action: PayloadAction<{ id: number; request: ProjectRequest | null }>) {
        if (action.payload.request) projectRequestsAdapter.upsertOne(state, action.payload.request);
        state.update = { ...succeededRequest(), id: action.payload.id };
      },
      prepare: (id: number, body: unknown) => ({ payload: { id, request: normalizeProjectRequest(body) } }),
    },
    updateFailed(state, action: PayloadAction<Failure & { id: number }>) {
      state.update = { ...failedRequest(action.payload.error), id: action.payload.id };
    },
    /** The detail view closed: the outcomes of its writes are no longer shown. */
    writesReset(state) {
      state.approve = idleTarget;
      state.reject = idleTarget;
      state.update = idleTarget;
      state.approvedProjectId = null;
    },
    mineRequested(state) {
      state.mine.status = 'pending';
      state.mine.error = null;
    },
    mineSucceeded: {
      reducer(state, action: PayloadAction<ProjectRequest[]>) {
        projectRequestsAdapter.setAll(state.mine, action.payload);
        state.mine.status = 'succeeded';
      },
      prepare: (body: unknown) => ({ payload: normalizeProjectRequestList(body) }),
    },
    mineFailed(state, action: PayloadAction<Failure>) {
      state.mine.status = 'failed';
      state.mine.error = action.payload.error;
    },
  },
  extraReducers: (builder) => {
    // The queue and one's own requests belong to whoever is signed in.
    builder.addCase(sessionActions.loggedOut, () => initialProjectRequestsState);
  },
});

export const projectRequestsActions = projectRequestsSlice.actions;
export const projectRequestsReducer = projectRequestsSlice.reducer;
export default projectRequestsSlice;
