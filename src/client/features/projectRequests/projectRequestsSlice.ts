import { createAction, createEntityAdapter, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_PAGE_SIZE } from '@shared/domain/numbers';
import { requestsActions } from '@client/lib/requests';
import { sessionActions } from '@client/features/authentication';
import {
  compareNewestFirst,
  type ProjectRequest,
  type ProjectRequestChanges,
  type ProjectRequestInput,
  type ProjectRequestListState,
  type ProjectRequestPage,
  type ProjectRequestStatusFilter,
} from './projectRequestModel';
import * as paged from '@client/lib/pagedList';

export const projectRequestsAdapter = createEntityAdapter<ProjectRequest>({
  sortComparer: compareNewestFirst,
});

/** Request keys (lib/requests): the views read each request's state under these. */
export const PROJECT_REQUEST_KEYS = {
  submit: 'projectRequests/submit',
  /** The admin queue's load. */
  list: 'projectRequests/list',
  mine: 'projectRequests/mine',
  // A write on one request, so that the detail view shows only its own outcome.
  approve: (id: number) => `projectRequests/approve:${id}`,
  reject: (id: number) => `projectRequests/reject:${id}`,
  update: (id: number) => `projectRequests/update:${id}`,
} as const;

/** The entities are the admin queue's page; `mine` holds the signed-in user's own requests. */
export const initialProjectRequestsState = projectRequestsAdapter.getInitialState({
  statusFilter: 'All' as ProjectRequestStatusFilter,
  /** The queue is paged on the server (docs/requirements.md#growth). */
  list: { search: '', page: 1, pageSize: DEFAULT_PAGE_SIZE, total: 0 } as ProjectRequestListState,
  /** The request the visitor just sent, for the success screen. */
  submitted: null as ProjectRequest | null,
  mine: projectRequestsAdapter.getInitialState(),
});
export type ProjectRequestsState = typeof initialProjectRequestsState;

// What the views ask for; the saga answers each.
const requested = {
  submitRequested: createAction<ProjectRequestInput>('projectRequests/submitRequested'),
  fetchRequested: createAction('projectRequests/fetchRequested'),
  mineRequested: createAction('projectRequests/mineRequested'),
  approveRequested: createAction<{ id: number }>('projectRequests/approveRequested'),
  rejectRequested: createAction<{ id: number; adminNotes: string }>('projectRequests/rejectRequested'),
  updateRequested: createAction<{ id: number; changes: ProjectRequestChanges }>(
    'projectRequests/updateRequested',
  ),
};

const projectRequestsSlice = createSlice({
  name: 'projectRequests',
  initialState: initialProjectRequestsState,
  reducers: {
    submitted(state, action: PayloadAction<ProjectRequest>) {
      state.submitted = action.payload;
    },
    /** One page of the queue: its rows replace the last page, its counts are kept. */
    listReceived(state, action: PayloadAction<ProjectRequestPage>) {
      const { data, total, page, pageSize } = action.payload;
      projectRequestsAdapter.setAll(state, data);
      Object.assign(state.list, { total, page, pageSize });
    },
    mineReceived(state, action: PayloadAction<ProjectRequest[]>) {
      projectRequestsAdapter.setAll(state.mine, action.payload);
    },
    /** The server's answer to a decision or an edit replaces that row of the queue. */
    requestSaved: projectRequestsAdapter.setOne,
    /** Another status: back to page 1, and the saga reloads. */
    statusFilterChanged(state, action: PayloadAction<ProjectRequestStatusFilter>) {
      state.statusFilter = action.payload;
      state.list.page = 1;
    },
    searchChanged: paged.searchChanged,
    pageChanged: paged.pageChanged,
  },
  extraReducers: (builder) => {
    // 'Send another request', or leaving the page: the success screen goes with the submit's outcome.
    builder.addCase(requestsActions.reset, (state, action) => {
      if ([action.payload].flat().includes(PROJECT_REQUEST_KEYS.submit)) state.submitted = null;
    });
    // The queue and one's own requests belong to whoever is signed in.
    builder.addCase(sessionActions.loggedOut, () => initialProjectRequestsState);
  },
});

/** Forget the outcome of the last submit (and with it the success screen). */
const submitReset = () => requestsActions.reset(PROJECT_REQUEST_KEYS.submit);

/** The detail view of a request closed: the outcomes of its writes are no longer shown. */
const writesReset = ({ id }: { id: number }) =>
  requestsActions.reset([
    PROJECT_REQUEST_KEYS.approve(id),
    PROJECT_REQUEST_KEYS.reject(id),
    PROJECT_REQUEST_KEYS.update(id),
  ]);

export const projectRequestsActions = {
  ...projectRequestsSlice.actions,
  ...requested,
  submitReset,
  writesReset,
};
export const projectRequestsReducer = projectRequestsSlice.reducer;
export default projectRequestsSlice;
