import { expectSaga } from 'redux-saga-test-plan';
import { silentRunFor } from '@test/client/sagaTime';
import { rootReducer, type RootState } from '@client/app/rootReducer';
import { cacheActions } from '@client/features/cache/cacheSlice';
import { notificationsActions } from '@client/features/notifications/notificationsSlice';
import type { ProjectRequest } from '@client/features/projectRequests/projectRequestModel';
import {
  projectRequestCalls,
  projectRequestsSaga,
} from '@client/features/projectRequests/projectRequestsSaga';
import {
  selectAllProjectRequests,
  selectApproveRequest,
  selectFilteredProjectRequestIds,
  selectMyProjectRequests,
  selectProjectRequestPaging,
  selectProjectRequestsQueue,
  selectRejectRequest,
  selectSubmitFieldErrors,
  selectSubmitRequest,
  selectSubmittedProjectRequest,
} from '@client/features/projectRequests/projectRequestsSelectors';
import { projectRequestsActions as a } from '@client/features/projectRequests/projectRequestsSlice';
import { serveAction } from '@client/lib/calls';
import { SEARCH_DEBOUNCE_MS } from '@shared/constants';
import { MSG } from '@shared/messages';
import { serveRoutes, type FakeReply } from '@test/client/apiAdapter';
import { requestFailed, requestSucceeded } from '@test/client/requests';
import { makeUser, sessionState } from '@test/client/renderWithProviders';
import { contextProvider, makeTestContext } from '@test/client/sagaContext';

const context = contextProvider(makeTestContext());

const input = {
  requestTitle: 'ERP roll-out',
  description: 'Replace the legacy ERP in two plants.',
  currency: 'USD',
  budget: 25000,
  contactName: 'Vera Visitor',
  email: 'vera@example.com',
};
const stored = (id: number, extra: Partial<ProjectRequest> = {}): ProjectRequest => ({
  id,
  ...input,
  serviceId: null,
  serviceName: null,
  desiredStartDate: null,
  phoneNumber: '',
  company: '',
  userId: null,
  status: 'Pending',
  adminNotes: '',
  projectId: null,
  createdAt: `2025-01-${10 + id}T09:00:00.000Z`,
  updatedAt: `2025-01-${10 + id}T09:00:00.000Z`,
  ...extra,
});

const init = () => rootReducer(undefined, { type: '@@init' });
const asAdmin = (state: RootState = init()): RootState => ({
  ...state,
  session: sessionState(makeUser({ roleId: 1 })),
});
const asCustomer = (state: RootState = init()): RootState => ({
  ...state,
  session: sessionState(makeUser()),
});
/** One page of the queue as the server answers it. */
const pageOf = (rows: ProjectRequest[], total = rows.length, page = 1, pageSize = 20) => ({
  data: rows,
  total,
  page,
  pageSize,
});
const withQueue = (state: RootState, rows: ProjectRequest[]) =>
  rootReducer(state, a.listReceived(pageOf(rows)));

let fake: ReturnType<typeof serveRoutes> | undefined;
afterEach(() => fake?.restore());
const serve = (routes: Record<string, FakeReply>) => (fake = serveRoutes(routes));
const sent = (i = 0) => {
  const call = fake?.calls[i];
  return {
    to: `${call?.method?.toUpperCase()} ${call?.url}`,
    body: JSON.parse(String(call?.data)) as unknown,
  };
};

/** One action served by the quotes' call table, from start to end. */
const served = (action: { type: string }) => expectSaga(serveAction, projectRequestCalls, action);
const run = (action: { type: string }, state = init()) =>
  served(action).withReducer(rootReducer, state).provide([context]).run();
const watch = (state: RootState) =>
  expectSaga(projectRequestsSaga).withReducer(rootReducer, state).provide([context]);

describe('submitting a quote', () => {
  it('posts the form and keeps the stored request for the success screen', async () => {
    serve({ 'POST /ProjectRequest': { status: 201, data: stored(5) } });
    const { storeState } = await served(a.submitRequested(input))
      .withReducer(rootReducer, init())
      .provide([context])
      .not.put(a.mineRequested())
      .run();
    expect(sent()).toEqual({ to: 'POST /ProjectRequest', body: input });
    expect(selectSubmitRequest(storeState).status).toBe('succeeded');
    expect(selectSubmittedProjectRequest(storeState)).toMatchObject({
      id: 5,
      status: 'Pending',
      budget: 25000,
    });
  });

  it('reloads a signed-in user’s own requests afterwards', async () => {
    serve({ 'POST /ProjectRequest': { status: 201, data: stored(5) } });
    await served(a.submitRequested(input))
      .withReducer(rootReducer, asCustomer())
      .provide([context])
      .put(a.mineRequested())
      .run();
  });

  it('keeps the server message and its field messages, else the client text', async () => {
    serve({
      'POST /ProjectRequest': {
        status: 400,
        data: {
          message: 'Validation failed.',
          errors: [{ field: '/email', message: 'Please enter a valid email address.' }],
        },
      },
    });
    const { storeState } = await run(a.submitRequested(input), asCustomer());
    expect(selectSubmitRequest(storeState)).toMatchObject({ status: 'failed', error: 'Validation failed.' });
    expect(selectSubmitFieldErrors(storeState)).toEqual({ email: 'Please enter a valid email address.' });
    expect(fake?.calls).toHaveLength(1);

    fake?.restore();
    serve({ 'POST /ProjectRequest': { status: 503 } });
    const again = await run(a.submitRequested(input));
    expect(selectSubmitRequest(again.storeState)).toMatchObject({
      status: 'failed',
      error: MSG.projectRequestSubmitFailed,
      fieldErrors: {},
    });
  });

  it('clears the success screen for another request', () => {
    let state = rootReducer(init(), a.submitted(stored(5)));
    state = rootReducer(state, requestSucceeded('projectRequests/submit'));
    state = rootReducer(state, a.submitReset());
    expect(selectSubmitRequest(state).status).toBe('idle');
    expect(selectSubmittedProjectRequest(state)).toBeNull();
  });
});

describe('the admin queue', () => {
  it('loads with the status filter and keeps rows newest first', async () => {
    serve({
      'GET /ProjectRequest?status=Pending': { status: 200, data: pageOf([stored(1), stored(3), stored(2)]) },
    });
    const { storeState } = await silentRunFor(
      watch(asAdmin()).dispatch(a.statusFilterChanged('Pending')).put(a.fetchRequested()),
      50,
    );
    expect(selectAllProjectRequests(storeState).map((r) => r.id)).toEqual([3, 2, 1]);
    expect(selectProjectRequestsQueue(storeState).status).toBe('succeeded');
  });

  it('asks for every status under All and reports a failed load', async () => {
    serve({ 'GET /ProjectRequest': { status: 403, data: { message: MSG.forbidden } } });
    const { storeState } = await silentRunFor(watch(asAdmin()).dispatch(a.fetchRequested()), 50);
    expect(fake?.calls.map((c) => c.params)).toEqual([{}]);
    expect(selectProjectRequestsQueue(storeState)).toMatchObject({ status: 'failed', error: MSG.forbidden });
  });

  it('reloads when a project_request_created notification arrives', async () => {
    serve({ 'GET /ProjectRequest': { status: 200, data: pageOf([stored(1), stored(2)]) } });
    const opened = rootReducer(withQueue(asAdmin(), [stored(1)]), requestSucceeded('projectRequests/list'));
    const created = notificationsActions.received({
      id: 91,
      type: 'project_request_created',
      title: 'New quote',
    });
    const { storeState } = await silentRunFor(watch(opened).dispatch(created).put(a.fetchRequested()), 50);
    expect(selectAllProjectRequests(storeState).map((r) => r.id)).toEqual([2, 1]);
  });

  it('asks for the page, the search and the status it shows, and keeps the count', async () => {
    serve({
      'GET /ProjectRequest?status=Rejected&search=acme&page=3': {
        status: 200,
        data: pageOf([stored(7)], 41, 3),
      },
    });
    const state = [a.statusFilterChanged('Rejected'), a.searchChanged('  acme '), a.pageChanged(3)].reduce(
      rootReducer,
      asAdmin(),
    );
    const { storeState } = await silentRunFor(watch(state).dispatch(a.fetchRequested()), 50);
    expect(fake?.keys()).toEqual(['GET /ProjectRequest?status=Rejected&search=acme&page=3']);
    expect(selectAllProjectRequests(storeState).map((r) => r.id)).toEqual([7]);
    expect(selectProjectRequestPaging(storeState)).toEqual({
      search: '  acme ',
      page: 3,
      total: 41,
      pageCount: 3,
    });
  });

  it('goes back to page 1 on another filter or search, and reloads', async () => {
    serve({
      'GET /ProjectRequest?page=2': { status: 200, data: pageOf([stored(1)], 21, 2) },
      'GET /ProjectRequest?status=Pending': { status: 200, data: pageOf([stored(2)]) },
    });
    const { storeState } = await silentRunFor(
      watch(asAdmin()).dispatch(a.pageChanged(2)).delay(20).dispatch(a.statusFilterChanged('Pending')),
      60,
    );
    expect(fake?.keys()).toEqual(['GET /ProjectRequest?page=2', 'GET /ProjectRequest?status=Pending']);
    expect(selectProjectRequestPaging(storeState).page).toBe(1);
  });

  it('waits for a pause in typing before it searches, and asks once', async () => {
    serve({ 'GET /ProjectRequest?search=erp': { status: 200, data: pageOf([stored(3)]) } });
    await silentRunFor(
      watch(asAdmin())
        .dispatch(a.searchChanged('e'))
        .dispatch(a.searchChanged('er'))
        .dispatch(a.searchChanged('erp')),
      SEARCH_DEBOUNCE_MS + 100,
    );
    expect(fake?.keys()).toEqual(['GET /ProjectRequest?search=erp']);
  });

  it('moves to the last page there is when the page asked for is past the end', async () => {
    serve({
      'GET /ProjectRequest?page=3': { status: 200, data: pageOf([], 40, 3) },
      'GET /ProjectRequest?page=2': { status: 200, data: pageOf([stored(1)], 40, 2) },
    });
    const { storeState } = await silentRunFor(
      watch(rootReducer(asAdmin(), a.pageChanged(3)))
        .dispatch(a.fetchRequested())
        .put(a.pageChanged(2)),
      60,
    );
    expect(selectProjectRequestPaging(storeState)).toMatchObject({ page: 2, pageCount: 2 });
    expect(selectAllProjectRequests(storeState).map((r) => r.id)).toEqual([1]);
  });

  it('ignores other notifications, and the event when the queue was never opened or for a non-admin', async () => {
    serve({});
    const opened = (state: RootState) =>
      rootReducer(withQueue(state, [stored(1)]), requestSucceeded('projectRequests/list'));
    const created = notificationsActions.received({ id: 92, type: 'project_request_created' });
    const other = notificationsActions.received({ id: 93, type: 'service_created' });
    await silentRunFor(watch(opened(asAdmin())).dispatch(other).not.put(a.fetchRequested()), 20);
    await silentRunFor(watch(asAdmin()).dispatch(created).not.put(a.fetchRequested()), 20);
    await silentRunFor(watch(opened(asCustomer())).dispatch(created).not.put(a.fetchRequested()), 20);
    expect(fake?.calls).toHaveLength(0);
  });
});

describe('approving and rejecting', () => {
  it('approves: the row becomes Approved with the created project, and the project cache is dropped', async () => {
    serve({
      'POST /ProjectRequest/2/approve': {
        status: 200,
        data: { request: stored(2, { status: 'Approved', projectId: 44 }), project: { id: 44 } },
      },
    });
    const { storeState } = await served(a.approveRequested({ id: 2 }))
      .withReducer(
        rootReducer,
        rootReducer(withQueue(asAdmin(), [stored(1), stored(2)]), a.statusFilterChanged('Pending')),
      )
      .provide([context])
      .put(cacheActions.invalidated(['projects']))
      .run();
    expect(sent()).toEqual({ to: 'POST /ProjectRequest/2/approve', body: {} });
    expect(selectApproveRequest(storeState, 2).status).toBe('succeeded');
    expect(selectApproveRequest(storeState, 1).status).toBe('idle');
    expect(storeState.projectRequests.entities[2]).toMatchObject({ status: 'Approved', projectId: 44 });
    // Under the Pending filter the approved row leaves at once.
    expect(selectFilteredProjectRequestIds(storeState)).toEqual([1]);
  });

  it('reports a failed approval for that row', async () => {
    serve({ 'POST /ProjectRequest/2/approve': { status: 502 } });
    const { storeState } = await run(a.approveRequested({ id: 2 }), withQueue(asAdmin(), [stored(2)]));
    expect(selectApproveRequest(storeState, 2)).toMatchObject({
      status: 'failed',
      error: MSG.projectRequestApproveFailed,
    });
    expect(storeState.projectRequests.entities[2]?.status).toBe('Pending');
  });

  it('rejects with the admin notes', async () => {
    serve({
      'POST /ProjectRequest/1/reject': {
        status: 200,
        data: stored(1, { status: 'Rejected', adminNotes: 'Out of scope' }),
      },
    });
    const { storeState } = await run(
      a.rejectRequested({ id: 1, adminNotes: 'Out of scope' }),
      withQueue(asAdmin(), [stored(1)]),
    );
    expect(sent()).toEqual({ to: 'POST /ProjectRequest/1/reject', body: { adminNotes: 'Out of scope' } });
    expect(storeState.projectRequests.entities[1]).toMatchObject({
      status: 'Rejected',
      adminNotes: 'Out of scope',
    });
    expect(selectRejectRequest(storeState, 1).status).toBe('succeeded');
  });

  it('forgets the outcomes of one request’s writes when its detail closes', () => {
    let state = rootReducer(init(), requestFailed('projectRequests/reject:1', 'x'));
    state = rootReducer(state, requestFailed('projectRequests/reject:2', 'x'));
    state = rootReducer(state, a.writesReset({ id: 1 }));
    expect(selectRejectRequest(state, 1).status).toBe('idle');
    expect(selectRejectRequest(state, 2).status).toBe('failed');
  });
});

describe('own requests and logout', () => {
  it('loads the signed-in user’s requests', async () => {
    serve({
      'GET /ProjectRequest/mine': { status: 200, data: [stored(4, { status: 'Approved', projectId: 9 })] },
    });
    const { storeState } = await silentRunFor(watch(asCustomer()).dispatch(a.mineRequested()), 50);
    expect(selectMyProjectRequests(storeState)).toEqual([expect.objectContaining({ id: 4, projectId: 9 })]);
  });

  it('forgets the queue and own requests on logout', () => {
    const state = rootReducer(withQueue(asAdmin(), [stored(1)]), a.mineReceived([stored(2)]));
    const after = rootReducer(state, { type: 'session/loggedOut', payload: { reason: 'logout' } });
    expect(selectAllProjectRequests(after)).toEqual([]);
    expect(selectMyProjectRequests(after)).toEqual([]);
  });
});
