import type { UnknownAction } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import { rootReducer, type RootState } from '@client/app/rootReducer';
import { availableConsultantsOf, projectPageOf } from '@client/features/projects/projectAnswers';
import { availableConsultantsText } from '@client/features/projects/projectCallFns';
import { projectProgressCalls } from '@client/features/projects/projectProgressSaga';
import { projectCalls } from '@client/features/projects/projectsSaga';
import { PROJECT_REQUESTS as R, projectsActions as a } from '@client/features/projects/projectsSlice';
import { projectTeamCalls } from '@client/features/projects/projectTeamSaga';
import { serveAction } from '@client/lib/calls';
import { selectRequest } from '@client/lib/requests';
import { idleRequest } from '@client/lib/requestState';
import { MSG } from '@shared/messages';
import { httpError, installFakeAdapter, serveRoutes, type FakeReply } from '@test/client/apiAdapter';
import { contextProvider, makeTestContext } from '@test/client/sagaContext';
import { makeAvailable, makeDetail, makeProject } from './fixtures';

// The rules the project helpers kept (docs/requirements.md#errors-projects), now those of the project
// call tables: each call's own failure text unless the server sends its own, the status and field
// messages in the request state, the id conversions, the unreadable answers and the currency check.

const context = contextProvider(makeTestContext());
const init = (): RootState => rootReducer(undefined, { type: '@@init' });
const reduce = (state: RootState, ...actions: UnknownAction[]) =>
  actions.reduce((s, action) => rootReducer(s, action), state);
const table = [...projectCalls, ...projectTeamCalls, ...projectProgressCalls];

let fake: ReturnType<typeof serveRoutes> | undefined;
afterEach(() => fake?.restore());
const serve = (routes: Record<string, FakeReply>) => (fake = serveRoutes(routes));
const sentBody = (i = 0) => JSON.parse(String(fake?.calls[i]?.data)) as unknown;

/** One action served by the project call tables, from start to end. */
const served = (action: UnknownAction, state = init()) =>
  expectSaga(serveAction, table, action).withReducer(rootReducer, state).provide([context]);
const run = async (action: UnknownAction, state = init()) => (await served(action, state).run()).storeState;
const failed = (error: string, httpStatus: number, fieldErrors: Record<string, string> = {}) => ({
  ...idleRequest,
  status: 'failed',
  error,
  fieldErrors,
  httpStatus,
});

describe('the tolerant list reader', () => {
  const p1 = makeProject(1);
  const p2 = makeProject(2);

  it('reads the contract’s page as it is', () => {
    expect(projectPageOf({ data: [p1], total: 30, page: 2, pageSize: 10 })).toEqual({
      data: [p1],
      total: 30,
      page: 2,
      pageSize: 10,
    });
  });

  it('reads an array, {data} and {projects} without counts from the query and the rows', () => {
    const query = { page: 3, pageSize: 5 };
    expect(projectPageOf([p1, p2], query)).toEqual({ data: [p1, p2], total: 2, page: 3, pageSize: 5 });
    expect(projectPageOf({ data: [p2] })).toEqual({ data: [p2], total: 1, page: 1, pageSize: 20 });
    expect(projectPageOf({ projects: [p1, p2], total: 9 })).toMatchObject({ data: [p1, p2], total: 9 });
  });

  it('reads a single project as a page of one, and anything else as an empty page', () => {
    expect(projectPageOf(p1).data).toEqual([p1]);
    for (const body of [null, undefined, '', 'x', 42, { data: 'x' }, { id: 'x', name: 1 }]) {
      expect(projectPageOf(body)).toEqual({ data: [], total: 0, page: 1, pageSize: 20 });
    }
  });

  it('reads available consultants from an array, {data} or {items}, and names what it cannot read', () => {
    const list = [makeAvailable(1)];
    expect(availableConsultantsOf(list)).toEqual(list);
    expect(availableConsultantsOf({ data: list })).toEqual(list);
    expect(availableConsultantsOf({ items: list })).toEqual(list);
    expect(() => availableConsultantsOf(null)).toThrow(MSG.availableConsultantsEmpty);
    expect(() => availableConsultantsOf('')).toThrow('No data received');
    expect(() => availableConsultantsOf({ rows: list })).toThrow('Invalid response format');
    expect(() => availableConsultantsOf(7)).toThrow('Invalid response format');
  });
});

// docs/requirements.md#projects: the helpers answered `{data, error}` instead of throwing; `request`
// answers its outcome the same way, so every failure below ends as request state, not as an exception.
describe('the project calls answer instead of throwing', () => {
  it('sends the list’s query and lands the page it answers', async () => {
    serve({ 'GET /projects?page=2&pageSize=10&search=erp': { status: 200, data: [makeProject(1)] } });
    const state = reduce(
      init(),
      a.searchChanged('erp'),
      a.listQueryChanged({ pageSize: 10 }),
      a.pageChanged(2),
    );
    await served(a.listRequested(), state)
      .put(a.listReceived({ data: [makeProject(1)], total: 1, page: 2, pageSize: 10 }))
      .run();
    expect(fake?.keys()).toEqual(['GET /projects?page=2&pageSize=10&search=erp']);
  });

  const update = { title: 't', content: 'c' };
  const metric = { name: 'n', value: 1 };
  it.each([
    [
      'fetch projects',
      a.listRequested(),
      R.list,
      'GET /projects?page=1&pageSize=20',
      'Failed to fetch projects',
    ],
    [
      'fetch one',
      a.detailRequested({ id: 7 }),
      R.detail(7),
      'GET /projects/7',
      'Failed to fetch project with ID: 7',
    ],
    [
      'statistics',
      a.statisticsRequested(),
      R.statistics,
      'GET /projects/statistics',
      'Failed to fetch project statistics',
    ],
    ['create', a.createRequested({ name: 'X' }), R.create, 'POST /projects', 'Failed to create project'],
    [
      'update',
      a.updateRequested({ id: 7, changes: { name: 'Y' } }),
      R.update(7),
      'PATCH /projects/7',
      'Failed to update project',
    ],
    ['delete', a.removeRequested({ id: 7 }), R.remove(7), 'DELETE /projects/7', 'Failed to delete project'],
    [
      'assign',
      a.assignRequested({ projectId: 7, consultantId: 4 }),
      R.team(7),
      'POST /projects/7/consultants',
      'Failed to assign consultant',
    ],
    // The assignment texts of docs/requirements.md#errors-content.
    [
      'leader',
      a.leaderRequested({ projectId: 7, consultantId: 4, isLeader: true }),
      R.team(7),
      'PUT /projects/7/assign-consultant',
      'An error occurred while assigning consultant',
    ],
    [
      'team',
      a.teamRequested({ projectId: 7, consultantIds: [4], leaderConsultantId: null }),
      R.team(7),
      'POST /projects/7/consultants/multiple',
      'An error occurred while assigning multiple consultants',
    ],
    [
      'unassign',
      a.unassignRequested({ projectId: 7, consultantId: 4 }),
      R.team(7),
      'DELETE /projects/7/consultants/4',
      'Failed to unassign consultant',
    ],
    [
      'add update',
      a.updateAddRequested({ projectId: 7, input: update }),
      R.updates(7),
      'POST /projects/7/updates',
      'Failed to add project update',
    ],
    [
      'edit update',
      a.updateEditRequested({ projectId: 7, updateId: 3, input: update }),
      R.updates(7),
      'PUT /projects/7/updates/3',
      'Failed to update project update',
    ],
    [
      'delete update',
      a.updateRemoveRequested({ projectId: 7, updateId: 3 }),
      R.updates(7),
      'DELETE /projects/7/updates/3',
      'Failed to delete project update',
    ],
    [
      'add metric',
      a.metricAddRequested({ projectId: 7, input: metric }),
      R.metrics(7),
      'POST /projects/7/metrics',
      'Failed to add project metrics',
    ],
    [
      'edit metric',
      a.metricEditRequested({ projectId: 7, metricId: 3, input: metric }),
      R.metrics(7),
      'PUT /projects/7/metrics/3',
      'Failed to update project metric',
    ],
    [
      'delete metric',
      a.metricRemoveRequested({ projectId: 7, metricId: 3 }),
      R.metrics(7),
      'DELETE /projects/7/metrics/3',
      'Failed to delete project metric',
    ],
    [
      'history',
      a.historyRequested({ projectId: 7 }),
      R.history(7),
      'GET /projects/7/history',
      'Failed to get project history',
    ],
    // The staffing dialog's own text (docs/requirements.md#errors-content); the default is below.
    [
      'available consultants',
      a.availableConsultantsRequested(),
      R.availableConsultants,
      'GET /projects/available-consultants',
      'An error occurred while fetching available consultants',
    ],
  ])(
    '%s: the default text without a server message, the server’s own otherwise',
    async (_n, action, key, route, text) => {
      serve({ [route]: { status: 500 } });
      expect(selectRequest(await run(action), key)).toEqual(failed(text, 500));
      fake?.restore();
      serve({ [route]: { status: 404, data: { message: 'Not found.' } } });
      expect(selectRequest(await run(action), key)).toEqual(failed('Not found.', 404));
      expect(fake?.keys()).toEqual([route]);
    },
  );

  it('gives status 0 when the server was not reached', async () => {
    fake = installFakeAdapter(() => Promise.reject(new Error('Network Error'))) as typeof fake;
    const state = await run(a.detailRequested({ id: 3 }));
    expect(selectRequest(state, R.detail(3))).toEqual(failed('Failed to fetch project with ID: 3', 0));
  });

  it('words any create or update error about permission the one way, keeps others as the server does', async () => {
    serve({
      'POST /projects': { status: 403, data: { message: MSG.forbidden } },
      'PATCH /projects/4': { status: 401, data: { message: 'No permission to edit' } },
    });
    expect(selectRequest(await run(a.createRequested({ name: 'X' })), R.create)).toEqual(
      failed(MSG.permissionDenied, 403),
    );
    expect(
      selectRequest(await run(a.updateRequested({ id: 4, changes: { name: 'Y' } })), R.update(4)),
    ).toEqual(failed('You do not have permission for this operation.', 401));
    fake?.restore();
    serve({
      'POST /projects': {
        status: 400,
        data: { message: 'Validation failed.', errors: [{ field: '/name', message: 'Name is required.' }] },
      },
      'PATCH /projects/4': { status: 500 },
    });
    expect(selectRequest(await run(a.createRequested({ name: '' })), R.create)).toEqual(
      failed('Validation failed.', 400, { name: 'Name is required.' }),
    );
    expect(selectRequest(await run(a.updateRequested({ id: 4, changes: {} })), R.update(4)).error).toBe(
      'Failed to update project',
    );
    // Reads keep a forbidden text as the server words it.
    fake?.restore();
    serve({ 'GET /projects/4': { status: 403, data: { message: MSG.forbidden } } });
    expect(selectRequest(await run(a.detailRequested({ id: 4 })), R.detail(4)).error).toBe(MSG.forbidden);
  });

  it('keeps the code of a failure in the request state', async () => {
    serve({ 'DELETE /projects/4': { status: 409, data: { message: 'In use.', code: 'PROJECT_IN_USE' } } });
    expect(selectRequest(await run(a.removeRequested({ id: 4 })), R.remove(4))).toEqual({
      ...failed('In use.', 409),
      code: 'PROJECT_IN_USE',
    });
  });

  it('sends consultant ids as integers and the leader as an integer or null', async () => {
    const detail = makeDetail(7);
    serve({
      'POST /projects/7/consultants': { status: 200, data: detail },
      'PUT /projects/7/assign-consultant': { status: 200, data: detail },
      'POST /projects/7/consultants/multiple': { status: 200, data: detail },
    });
    await served(a.assignRequested({ projectId: 7, consultantId: '12', isLeader: true }))
      .put(a.detailReceived(detail))
      .run();
    await run(a.leaderRequested({ projectId: 7, consultantId: ' 5 ', isLeader: true }));
    await run(a.teamRequested({ projectId: 7, consultantIds: ['3', 4, '3', 'x'], leaderConsultantId: '4' }));
    await run(a.teamRequested({ projectId: 7, consultantIds: ['3'], leaderConsultantId: '' }));
    expect([0, 1, 2, 3].map((i) => sentBody(i))).toEqual([
      { consultantId: 12, isLeader: true },
      { projectId: 7, consultantId: 5, isLeader: true },
      { consultantIds: [3, 4], leaderConsultantId: 4 },
      { consultantIds: [3], leaderConsultantId: null },
    ]);
  });

  it('never sends an id that is not one', async () => {
    serve({});
    const cases: Array<[UnknownAction, string]> = [
      [a.assignRequested({ projectId: 7, consultantId: '12abc' }), 'Failed to assign consultant'],
      [a.leaderRequested({ projectId: 7, consultantId: '1.5', isLeader: true }), MSG.consultantAssignFailed],
    ];
    for (const [action, text] of cases) {
      const { storeState } = await served(action).not.put.actionType(a.detailReceived.type).run();
      expect(selectRequest(storeState, R.team(7))).toEqual(failed(text, 0));
    }
    expect(fake?.calls).toHaveLength(0);
  });
});

describe('the available consultants', () => {
  it('show the server’s text, else the caller’s, else the project default', () => {
    expect(availableConsultantsText()(httpError(503))).toBe('Failed to fetch available consultants');
    expect(availableConsultantsText()(new Error('Network Error'))).toBe(MSG.availableConsultantsFailed);
    expect(availableConsultantsText(MSG.availableConsultantsFetchFailed)(httpError(503))).toBe(
      'An error occurred while fetching available consultants',
    );
    expect(availableConsultantsText()(httpError(500, { message: 'Down.' }))).toBe('Down.');
  });

  it('land an empty list with its own text, status 0, when the answer cannot be read', async () => {
    serve({
      'GET /projects/available-consultants?projectId=2': { status: 200, data: { rows: [] } },
      'GET /projects/available-consultants?projectId=3': { status: 200, data: '' },
      'GET /projects/available-consultants?projectId=4': { status: 200, data: { items: [makeAvailable(9)] } },
    });
    const known = reduce(init(), a.availableConsultantsReceived([makeAvailable(1)]));
    const invalid = await served(a.availableConsultantsRequested({ projectId: 2 }), known)
      .put(a.availableConsultantsReceived([]))
      .run();
    expect(selectRequest(invalid.storeState, R.availableConsultants)).toEqual(
      failed('Invalid response format', 0),
    );
    const empty = await run(a.availableConsultantsRequested({ projectId: 3 }), known);
    expect(selectRequest(empty, R.availableConsultants).error).toBe('No data received');
    await served(a.availableConsultantsRequested({ projectId: 4 }))
      .put(a.availableConsultantsReceived([makeAvailable(9)]))
      .run();
  });
});

describe('the currency check before a create or an update', () => {
  it('sends a project whose currency the server knows', async () => {
    serve({
      'GET /currency/validate/EUR': { status: 200, data: { isValid: true } },
      'PATCH /projects/4': { status: 200, data: makeDetail(4, { currency: 'EUR' }) },
    });
    const state = await run(a.updateRequested({ id: 4, changes: { currency: ' EUR ' } }));
    expect(fake?.keys()).toEqual(['GET /currency/validate/EUR', 'PATCH /projects/4']);
    expect(selectRequest(state, R.update(4)).status).toBe('succeeded');
  });

  it.each([
    ['refused', { status: 200, data: { isValid: false } }],
    ['that failed (a failed check counts as not valid)', { status: 500 }],
  ])('fails with the currency text on its field after a check %s, sending nothing', async (_n, reply) => {
    serve({ 'GET /currency/validate/ZZZ': reply });
    const created = await served(a.createRequested({ name: 'X', currency: 'ZZZ' }))
      .not.put.actionType(a.created.type)
      .run();
    const updated = await run(a.updateRequested({ id: 4, changes: { currency: 'ZZZ' } }));
    const refusal = failed(MSG.currencyInvalid, 0, { currency: MSG.currencyInvalid });
    expect(selectRequest(created.storeState, R.create)).toEqual(refusal);
    expect(selectRequest(updated, R.update(4))).toEqual(refusal);
    expect(fake?.keys()).toEqual(['GET /currency/validate/ZZZ', 'GET /currency/validate/ZZZ']);
  });
});
