import type { UnknownAction } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import { silentRunFor } from '@test/client/sagaTime';
import { rootReducer, type RootState } from '@client/app/rootReducer';
import { cacheActions } from '@client/features/cache/cacheSlice';
import { projectCalls, projectsSaga } from '@client/features/projects/projectsSaga';
import {
  selectAvailableConsultants,
  selectLastCreatedProjectId,
  selectProjectById,
  selectProjectCreateRequest,
  selectProjectDetailRequest,
  selectProjectPageIds,
  selectProjectsRequest,
  selectProjectStatistics,
  selectProjectTeamRequest,
  selectProjectUpdateRequest,
  selectAvailableConsultantsRequest,
} from '@client/features/projects/projectsSelectors';
import { selectProjectTeam, selectProjectUpdates } from '@client/features/projects/projectDetailSelectors';
import { projectsActions as a, PROJECT_REQUESTS } from '@client/features/projects/projectsSlice';
import { projectTeamCalls } from '@client/features/projects/projectTeamSaga';
import { projectProgressCalls } from '@client/features/projects/projectProgressSaga';
import { serveAction } from '@client/lib/calls';
import { MSG } from '@shared/messages';
import { serveRoutes, type FakeReply } from '@test/client/apiAdapter';
import { requestSucceeded } from '@test/client/requests';
import { contextProvider, makeTestContext } from '@test/client/sagaContext';
import { NOW } from '@test/client/session';
import { makeAvailable, makeDetail, makeProject } from './fixtures';

const context = contextProvider(makeTestContext());
const init = (): RootState => rootReducer(undefined, { type: '@@init' });
const withCache = (key: string, data: unknown, state = init()) =>
  rootReducer(state, cacheActions.set(key, data, 300_000, NOW - 1000));
const reduce = (state: RootState, ...actions: { type: string }[]) =>
  actions.reduce((s, action) => rootReducer(s, action), state);

let fake: ReturnType<typeof serveRoutes> | undefined;
afterEach(() => fake?.restore());
const serve = (routes: Record<string, FakeReply>) => (fake = serveRoutes(routes));
const keys = () => fake?.keys() ?? [];

/** One action served by the project call tables, from start to end. */
const table = [...projectCalls, ...projectTeamCalls, ...projectProgressCalls];
const run = (action: UnknownAction, state = init()) =>
  expectSaga(serveAction, table, action).withReducer(rootReducer, state).provide([context]);

const page = { data: [makeProject(1), makeProject(2)], total: 2, page: 1, pageSize: 20 };

describe('projects saga: the list', () => {
  it('reads the unfiltered first page through the cache, and caches what it loads', async () => {
    serve({ 'GET /projects?page=1&pageSize=20': { status: 200, data: page } });
    const cached = await run(a.listRequested(), withCache('projects', page)).run();
    expect(keys()).toEqual([]);
    expect(selectProjectPageIds(cached.storeState)).toEqual([1, 2]);

    const loaded = await run(a.listRequested()).run();
    expect(keys()).toEqual(['GET /projects?page=1&pageSize=20']);
    expect(loaded.storeState.cache.entries.projects.data).toEqual(page);
    expect(selectProjectsRequest(loaded.storeState)).toMatchObject({ status: 'succeeded', at: NOW });
  });

  it('sends a filtered query to the server and caches nothing of it', async () => {
    serve({
      'GET /projects?page=2&pageSize=20&status=OnHold&scope=mine': { status: 200, data: [makeProject(5)] },
    });
    const state = reduce(
      withCache('projects', page),
      a.listQueryChanged({ status: 'OnHold', scope: 'mine' }),
      a.pageChanged(2),
    );
    const { storeState } = await run(a.listRequested(), state).run();
    expect(selectProjectPageIds(storeState)).toEqual([5]);
    expect(storeState.cache.entries.projects.data).toEqual(page);
  });

  it('fails with the default text and keeps the page it had', async () => {
    // A 500: a read's 502, 503 or 504 is tried again first (test/client/services/readRetry.test.ts).
    serve({ 'GET /projects?page=1&pageSize=20': { status: 500 } });
    const { storeState } = await run(a.listRequested(), reduce(init(), a.listReceived(page))).run();
    expect(selectProjectsRequest(storeState)).toMatchObject({
      status: 'failed',
      error: 'Failed to fetch projects',
      httpStatus: 500,
    });
    expect(selectProjectPageIds(storeState)).toEqual([1, 2]);
    expect(storeState.cache.entries.projects).toBeUndefined();
  });

  it('asks the server once typing pauses, with the search text', async () => {
    serve({ 'GET /projects?page=1&pageSize=20&search=erp': { status: 200, data: [makeProject(3)] } });
    const { storeState } = await silentRunFor(
      expectSaga(projectsSaga)
        .withReducer(rootReducer, init())
        .provide([context])
        .dispatch(a.searchChanged('e'))
        .delay(40)
        .dispatch(a.searchChanged('er'))
        .delay(40)
        .dispatch(a.searchChanged('erp ')),
      500,
    );
    expect(keys()).toEqual(['GET /projects?page=1&pageSize=20&search=erp']);
    expect(selectProjectPageIds(storeState)).toEqual([3]);
  });
});

describe('projects saga: statistics and detail', () => {
  it('caches the statistics under projectStats', async () => {
    const stats = {
      total: 2,
      byStatus: [],
      budgets: [],
      openTasks: 1,
      completedTasks: 0,
      pendingApplications: 0,
    };
    serve({ 'GET /projects/statistics': { status: 200, data: stats } });
    const { storeState } = await run(a.statisticsRequested()).run();
    expect(selectProjectStatistics(storeState)).toEqual(stats);
    expect(storeState.cache.entries.projectStats.data).toEqual(stats);
    await run(a.statisticsRequested(), storeState).run();
    expect(keys()).toEqual(['GET /projects/statistics']);
  });

  it('reads a detail through project:{id}, past it when forced', async () => {
    serve({ 'GET /projects/5': { status: 200, data: makeDetail(5, { name: 'Fresh' }) } });
    const state = withCache('project:5', makeDetail(5, { name: 'Cached' }));
    const cached = await run(a.detailRequested({ id: 5 }), state).run();
    expect(selectProjectById(cached.storeState, 5)?.name).toBe('Cached');
    const forced = await run(a.detailRequested({ id: 5, force: true }), state).run();
    expect(selectProjectById(forced.storeState, 5)?.name).toBe('Fresh');
    expect(forced.storeState.cache.entries['project:5'].data).toMatchObject({ name: 'Fresh' });
    expect(keys()).toEqual(['GET /projects/5']);
  });

  it('fails a detail with the text naming its id and the status', async () => {
    serve({ 'GET /projects/6': { status: 404 } });
    const { storeState } = await run(a.detailRequested({ id: 6 })).run();
    expect(selectProjectDetailRequest(storeState, 6)).toMatchObject({
      status: 'failed',
      error: 'Failed to fetch project with ID: 6',
      httpStatus: 404,
    });
  });
});

describe('projects saga: writes', () => {
  it('refuses an invalid currency without sending the project', async () => {
    serve({ 'GET /currency/validate/XYZ': { status: 200, data: { isValid: false } } });
    const { storeState } = await run(a.createRequested({ name: 'ERP', currency: 'XYZ' })).run();
    expect(keys()).toEqual(['GET /currency/validate/XYZ']);
    expect(selectProjectCreateRequest(storeState)).toMatchObject({
      status: 'failed',
      error: MSG.currencyInvalid,
      fieldErrors: { currency: MSG.currencyInvalid },
    });
  });

  it('creates after the currency check: lands the project, drops stale caches, reloads an open list', async () => {
    serve({
      'GET /currency/validate/EUR': { status: 200, data: { isValid: true } },
      'POST /projects': { status: 201, data: makeDetail(9, { currency: 'EUR', budget: 1234.5 }) },
    });
    const listed = reduce(withCache('projects', page), requestSucceeded(PROJECT_REQUESTS.list));
    const { storeState } = await run(
      a.createRequested({ name: 'ERP', currency: 'EUR', budget: 1234.5 }),
      withCache('projectStats', {}, listed),
    )
      .put(cacheActions.invalidated(['projects', 'projectStats']))
      .put(a.listRequested())
      .run();
    expect(keys()).toEqual(['GET /currency/validate/EUR', 'POST /projects']);
    expect(JSON.parse(String(fake?.calls[1].data))).toEqual({ name: 'ERP', currency: 'EUR', budget: 1234.5 });
    expect(selectLastCreatedProjectId(storeState)).toBe(9);
    expect(selectProjectById(storeState, 9)).toMatchObject({ currency: 'EUR', budget: 1234.5 });
    expect(storeState.cache.entries.projects).toBeUndefined();
  });

  it('creates without a check when no currency is given, and words a permission error', async () => {
    serve({ 'POST /projects': { status: 403, data: { message: MSG.forbidden } } });
    const { storeState } = await run(a.createRequested({ name: 'ERP', currency: ' ' }))
      .not.put(a.listRequested())
      .run();
    expect(keys()).toEqual(['POST /projects']);
    expect(selectProjectCreateRequest(storeState)).toMatchObject({
      status: 'failed',
      error: 'You do not have permission for this operation.',
      httpStatus: 403,
    });
  });

  it('updates: lands the answer and invalidates the detail, the list and the statistics', async () => {
    serve({ 'PATCH /projects/5': { status: 200, data: makeDetail(5, { status: 'OnHold' }) } });
    const { storeState } = await run(
      a.updateRequested({ id: 5, changes: { status: 'OnHold' } }),
      withCache('project:5', makeDetail(5)),
    )
      .put(cacheActions.invalidated(['project:5', 'projects', 'projectStats']))
      .run();
    expect(keys()).toEqual(['PATCH /projects/5']);
    expect(selectProjectById(storeState, 5)?.status).toBe('OnHold');
    expect(selectProjectUpdateRequest(storeState, 5).status).toBe('succeeded');
    expect(storeState.cache.entries['project:5']).toBeUndefined();
  });

  it('removes the project and what belongs to it', async () => {
    serve({ 'DELETE /projects/5': { status: 204 } });
    const { storeState } = await run(
      a.removeRequested({ id: 5 }),
      reduce(init(), a.detailReceived(makeDetail(5))),
    )
      .put(cacheActions.invalidated(['project:5', 'projects', 'projectStats']))
      .run();
    expect(selectProjectById(storeState, 5)).toBeUndefined();
    expect(storeState.projects.team.ids).toEqual([]);
    expect(storeState.tasks.ids).toEqual([]);
  });
});

describe('projects saga: team and progress', () => {
  it('assigns one consultant by an integer id and lands the new team', async () => {
    serve({ 'POST /projects/5/consultants': { status: 200, data: makeDetail(5) } });
    const { storeState } = await run(a.assignRequested({ projectId: 5, consultantId: '4', isLeader: false }))
      .put(cacheActions.invalidated(['project:5', 'projects']))
      .run();
    expect(JSON.parse(String(fake?.calls[0].data))).toEqual({ consultantId: 4, isLeader: false });
    expect(selectProjectTeam(storeState, 5).map((m) => m.consultantId)).toEqual([5, 4]);
    expect(selectProjectTeamRequest(storeState, 5).status).toBe('succeeded');
  });

  it('lands an empty list beside the text of an unreadable available-consultants answer', async () => {
    serve({ 'GET /projects/available-consultants?projectId=5': { status: 200, data: { nope: true } } });
    const state = reduce(init(), a.availableConsultantsReceived([makeAvailable(1)]));
    const { storeState } = await run(
      a.availableConsultantsRequested({ projectId: 5, search: ' ' }),
      state,
    ).run();
    expect(selectAvailableConsultants(storeState)).toEqual([]);
    expect(selectAvailableConsultantsRequest(storeState)).toMatchObject({
      status: 'failed',
      error: 'Invalid response format',
    });
  });

  // docs/requirements.md#errors-content: the staffing dialog's read, beside its team write.
  it('fails the available-consultants read with the assignment text and an empty list', async () => {
    const state = reduce(init(), a.availableConsultantsReceived([makeAvailable(1)]));
    for (const reply of [{ status: 500 }, { status: 500, data: '' }, { status: 0 }]) {
      serve({ 'GET /projects/available-consultants': reply });
      const { storeState } = await silentRunFor(run(a.availableConsultantsRequested(), state), 5_000);
      expect(selectAvailableConsultants(storeState)).toEqual([]);
      expect(selectAvailableConsultantsRequest(storeState)).toMatchObject({
        status: 'failed',
        error: 'An error occurred while fetching available consultants',
      });
      fake?.restore();
    }
    serve({
      'GET /projects/available-consultants': { status: 500, data: { message: 'Down for maintenance.' } },
    });
    const { storeState } = await run(a.availableConsultantsRequested()).run();
    expect(selectAvailableConsultantsRequest(storeState).error).toBe('Down for maintenance.');
  });

  it('shows the assignment texts when a leader change or the team write fails', async () => {
    serve({
      'PUT /projects/5/assign-consultant': { status: 500 },
      'POST /projects/5/consultants/multiple': { status: 500 },
      'POST /projects/5/consultants': { status: 500 },
    });
    const leader = await run(a.leaderRequested({ projectId: 5, consultantId: 4, isLeader: true })).run();
    expect(selectProjectTeamRequest(leader.storeState, 5)).toMatchObject({
      status: 'failed',
      error: 'An error occurred while assigning consultant',
    });
    const team = await run(
      a.teamRequested({ projectId: 5, consultantIds: [4], leaderConsultantId: null }),
    ).run();
    expect(selectProjectTeamRequest(team.storeState, 5).error).toBe(
      'An error occurred while assigning multiple consultants',
    );
    // The project helper's own single assignment keeps its text (docs/requirements.md#errors-projects).
    const one = await run(a.assignRequested({ projectId: 5, consultantId: 4 })).run();
    expect(selectProjectTeamRequest(one.storeState, 5).error).toBe('Failed to assign consultant');
    expect(keys()).toEqual([
      'PUT /projects/5/assign-consultant',
      'POST /projects/5/consultants/multiple',
      'POST /projects/5/consultants',
    ]);
  });

  it('says "No data received" when the available-consultants answer is empty', async () => {
    serve({ 'GET /projects/available-consultants': { status: 200, data: '' } });
    const { storeState } = await run(a.availableConsultantsRequested()).run();
    expect(selectAvailableConsultants(storeState)).toEqual([]);
    expect(selectAvailableConsultantsRequest(storeState)).toMatchObject({
      status: 'failed',
      error: 'No data received',
    });
  });

  it('adds an update, drops the cached detail and reads the history again', async () => {
    const update = {
      id: 15,
      title: 'Go-live',
      content: 'Done',
      createdAt: '2025-02-01T00:00:00.000Z',
      createdBy: 1,
    };
    serve({ 'POST /projects/5/updates': { status: 201, data: update } });
    const { storeState } = await run(
      a.updateAddRequested({ projectId: 5, input: { title: 'Go-live', content: 'Done' } }),
      reduce(withCache('project:5', {}), a.detailReceived(makeDetail(5))),
    )
      .put(cacheActions.invalidated(['project:5']))
      // The history entry comes with the write's live event: no read.
      .not.put(a.historyRequested({ projectId: 5 }))
      .run();
    expect(selectProjectUpdates(storeState, 5).map((u) => u.id)).toEqual([15, 12, 11]);
  });

  it('records a failed update write with its default text', async () => {
    serve({ 'POST /projects/5/updates': { status: 500 } });
    const { storeState } = await run(
      a.updateAddRequested({ projectId: 5, input: { title: 'x', content: 'y' } }),
    )
      .not.put(a.historyRequested({ projectId: 5 }))
      .run();
    expect(storeState.requests['projects/updates:5']).toMatchObject({
      status: 'failed',
      error: 'Failed to add project update',
    });
  });
});
