import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { rootReducer, type RootState } from '@client/app/rootReducer';
import { cacheActions } from '@client/features/cache/cacheSlice';
import { notificationsActions } from '@client/features/notifications/notificationsSlice';
import {
  handleApprove,
  handleReject,
  handleSubmit,
  projectRequestsSaga,
} from '@client/features/projectRequests/projectRequestsSaga';
import {
  selectAllProjectRequests,
  selectFilteredProjectRequestIds,
  selectMyProjectRequests,
  selectSubmittedProjectRequest,
} from '@client/features/projectRequests/projectRequestsSelectors';
import { projectRequestsActions as a } from '@client/features/projectRequests/projectRequestsSlice';
import * as api from '@client/api/calls/projectRequests';
import { MSG } from '@shared/messages';
import { httpError } from '@test/client/apiAdapter';
import { makeUser, sessionState } from '@test/client/renderWithProviders';

const input = {
  requestTitle: 'ERP roll-out',
  description: 'Replace the legacy ERP in two plants.',
  currency: 'USD',
  budget: 25000,
  contactName: 'Vera Visitor',
  email: 'vera@example.com',
};
const stored = (id: number, extra: object = {}) => ({
  id,
  ...input,
  status: 'Pending',
  createdAt: `2025-01-${10 + id}T09:00:00.000Z`,
  ...extra,
});

const init = () => rootReducer(undefined, { type: '@@init' });
const asAdmin = (state: RootState = init()): RootState => ({
  ...state,
  session: sessionState(makeUser({ roleId: 1 })),
});
const withQueue = (state: RootState, rows: unknown[]) => rootReducer(state, a.fetchSucceeded(rows));

describe('submitting a quote', () => {
  it('posts the form and keeps the stored request for the success screen', async () => {
    const { storeState } = await expectSaga(handleSubmit, a.submitRequested(input))
      .withReducer(rootReducer)
      .provide([[matchers.call.fn(api.createProjectRequest), stored(5)]])
      .call(api.createProjectRequest, input)
      .put(a.submitSucceeded(stored(5)))
      .not.put(a.mineRequested())
      .run();
    expect(storeState.projectRequests.submit.status).toBe('succeeded');
    expect(selectSubmittedProjectRequest(storeState)).toMatchObject({
      id: 5,
      status: 'Pending',
      budget: 25000,
    });
  });

  it('reloads a signed-in user’s own requests afterwards', async () => {
    await expectSaga(handleSubmit, a.submitRequested(input))
      .withReducer(rootReducer, { ...init(), session: sessionState(makeUser()) })
      .provide([[matchers.call.fn(api.createProjectRequest), stored(5)]])
      .put(a.mineRequested())
      .run();
  });

  it('keeps the server message and its field messages, else the client text', async () => {
    const invalid = httpError(400, {
      message: 'Validation failed.',
      errors: [{ field: '/email', message: 'Please enter a valid email address.' }],
    });
    const { storeState } = await expectSaga(handleSubmit, a.submitRequested(input))
      .withReducer(rootReducer)
      .provide([[matchers.call.fn(api.createProjectRequest), throwError(invalid)]])
      .run();
    expect(storeState.projectRequests.submit).toMatchObject({
      status: 'failed',
      error: 'Validation failed.',
    });
    expect(storeState.projectRequests.submitFieldErrors).toEqual({
      email: 'Please enter a valid email address.',
    });
    await expectSaga(handleSubmit, a.submitRequested(input))
      .provide([[matchers.call.fn(api.createProjectRequest), throwError(new Error('Network Error'))]])
      .put(a.submitFailed({ error: MSG.projectRequestSubmitFailed, fieldErrors: {} }))
      .run();
  });

  it('clears the success screen for another request', () => {
    let state = rootReducer(init(), a.submitSucceeded(stored(5)));
    state = rootReducer(state, a.submitReset());
    expect(state.projectRequests.submit.status).toBe('idle');
    expect(selectSubmittedProjectRequest(state)).toBeNull();
  });
});

describe('the admin queue', () => {
  it('loads with the status filter and keeps rows newest first', async () => {
    const { storeState } = await expectSaga(projectRequestsSaga)
      .withReducer(rootReducer, asAdmin())
      .provide([[matchers.call.fn(api.listProjectRequests), [stored(1), stored(3), stored(2)]]])
      .dispatch(a.statusFilterChanged('Pending'))
      .put(a.fetchRequested())
      .call(api.listProjectRequests, 'Pending')
      .silentRun(20);
    expect(selectAllProjectRequests(storeState).map((r) => r.id)).toEqual([3, 2, 1]);
    expect(storeState.projectRequests.status).toBe('succeeded');
  });

  it('asks for every status under All and reports a failed load', async () => {
    const { storeState } = await expectSaga(projectRequestsSaga)
      .withReducer(rootReducer, asAdmin())
      .provide([
        [matchers.call.fn(api.listProjectRequests), throwError(httpError(403, { message: MSG.forbidden }))],
      ])
      .dispatch(a.fetchRequested())
      .call(api.listProjectRequests, undefined)
      .silentRun(20);
    expect(storeState.projectRequests).toMatchObject({ status: 'failed', error: MSG.forbidden });
  });

  it('reloads when a project_request_created notification arrives', async () => {
    const created = notificationsActions.received({
      id: 91,
      type: 'project_request_created',
      title: 'New quote',
    });
    await expectSaga(projectRequestsSaga)
      .withReducer(rootReducer, withQueue(asAdmin(), [stored(1)]))
      .provide([[matchers.call.fn(api.listProjectRequests), [stored(1), stored(2)]]])
      .dispatch(created)
      .put(a.fetchRequested())
      .call(api.listProjectRequests, undefined)
      .silentRun(20);
  });

  it('ignores other notifications, and the event when the queue was never opened or for a non-admin', async () => {
    const created = notificationsActions.received({ id: 92, type: 'project_request_created' });
    const other = notificationsActions.received({ id: 93, type: 'service_created' });
    await expectSaga(projectRequestsSaga)
      .withReducer(rootReducer, withQueue(asAdmin(), [stored(1)]))
      .dispatch(other)
      .not.put(a.fetchRequested())
      .silentRun(20);
    await expectSaga(projectRequestsSaga)
      .withReducer(rootReducer, asAdmin())
      .dispatch(created)
      .not.put(a.fetchRequested())
      .silentRun(20);
    await expectSaga(projectRequestsSaga)
      .withReducer(rootReducer, { ...withQueue(init(), [stored(1)]), session: sessionState(makeUser()) })
      .dispatch(created)
      .not.put(a.fetchRequested())
      .silentRun(20);
  });
});

describe('approving and rejecting', () => {
  it('approves: the row becomes Approved with the created project, and the project cache is dropped', async () => {
    const answer = {
      request: stored(2, { status: 'Approved', projectId: 44 }),
      project: { id: 44, name: 'ERP roll-out' },
    };
    const { storeState } = await expectSaga(handleApprove, a.approveRequested({ id: 2 }))
      .withReducer(
        rootReducer,
        rootReducer(withQueue(asAdmin(), [stored(1), stored(2)]), a.statusFilterChanged('Pending')),
      )
      .provide([[matchers.call.fn(api.approveProjectRequest), answer]])
      .call(api.approveProjectRequest, 2)
      .put(cacheActions.invalidated(['projects']))
      .run();
    expect(storeState.projectRequests.approve).toMatchObject({ status: 'succeeded', id: 2 });
    expect(storeState.projectRequests.approvedProjectId).toBe(44);
    expect(storeState.projectRequests.entities[2]).toMatchObject({ status: 'Approved', projectId: 44 });
    // Under the Pending filter the approved row leaves at once.
    expect(selectFilteredProjectRequestIds(storeState)).toEqual([1]);
  });

  it('reports a failed approval for that row', async () => {
    const { storeState } = await expectSaga(handleApprove, a.approveRequested({ id: 2 }))
      .withReducer(rootReducer, withQueue(asAdmin(), [stored(2)]))
      .provide([[matchers.call.fn(api.approveProjectRequest), throwError(new Error('Network Error'))]])
      .run();
    expect(storeState.projectRequests.approve).toMatchObject({
      status: 'failed',
      id: 2,
      error: MSG.projectRequestApproveFailed,
    });
    expect(storeState.projectRequests.entities[2]?.status).toBe('Pending');
  });

  it('rejects with the admin notes', async () => {
    const { storeState } = await expectSaga(
      handleReject,
      a.rejectRequested({ id: 1, adminNotes: 'Out of scope' }),
    )
      .withReducer(rootReducer, withQueue(asAdmin(), [stored(1)]))
      .provide([
        [
          matchers.call.fn(api.rejectProjectRequest),
          stored(1, { status: 'Rejected', adminNotes: 'Out of scope' }),
        ],
      ])
      .call(api.rejectProjectRequest, 1, 'Out of scope')
      .run();
    expect(storeState.projectRequests.entities[1]).toMatchObject({
      status: 'Rejected',
      adminNotes: 'Out of scope',
    });
    expect(storeState.projectRequests.reject).toMatchObject({ status: 'succeeded', id: 1 });
  });

  it('marks the row rejected even when the answer has no body', async () => {
    const { storeState } = await expectSaga(
      handleReject,
      a.rejectRequested({ id: 1, adminNotes: 'No budget' }),
    )
      .withReducer(rootReducer, withQueue(asAdmin(), [stored(1)]))
      .provide([[matchers.call.fn(api.rejectProjectRequest), undefined]])
      .run();
    expect(storeState.projectRequests.entities[1]).toMatchObject({
      status: 'Rejected',
      adminNotes: 'No budget',
    });
  });
});

describe('own requests and logout', () => {
  it('loads the signed-in user’s requests', async () => {
    const { storeState } = await expectSaga(projectRequestsSaga)
      .withReducer(rootReducer, { ...init(), session: sessionState(makeUser()) })
      .provide([
        [matchers.call.fn(api.listMyProjectRequests), [stored(4, { status: 'Approved', projectId: 9 })]],
      ])
      .dispatch(a.mineRequested())
      .silentRun(20);
    expect(selectMyProjectRequests(storeState)).toEqual([expect.objectContaining({ id: 4, projectId: 9 })]);
  });

  it('forgets the queue and own requests on logout', async () => {
    const state = rootReducer(withQueue(asAdmin(), [stored(1)]), a.mineSucceeded([stored(2)]));
    const after = rootReducer(state, { type: 'session/loggedOut', payload: { reason: 'logout' } });
    expect(selectAllProjectRequests(after)).toEqual([]);
    expect(selectMyProjectRequests(after)).toEqual([]);
  });
});
