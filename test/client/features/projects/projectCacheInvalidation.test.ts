import type { UnknownAction } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import { rootReducer, type RootState } from '@client/app/rootReducer';
import { cacheActions } from '@client/features/cache/cacheSlice';
import * as applications from '@client/features/projects/projectApplicationsSaga';
import { projectApplicationsActions } from '@client/features/projects/projectApplicationsSlice';
import * as progress from '@client/features/projects/projectProgressSaga';
import * as projects from '@client/features/projects/projectsSaga';
import { projectsActions as a } from '@client/features/projects/projectsSlice';
import * as team from '@client/features/projects/projectTeamSaga';
import { serveRoutes, type FakeReply } from '@test/client/apiAdapter';
import { contextProvider, makeTestContext } from '@test/client/sagaContext';
import { makeApplication, makeDetail } from './fixtures';

// Which cached entries a project write makes stale: the project's detail (`project:{id}`), the list
// (names, team size, leader, application state) and the statistics (counts by status, pending
// applications). A write the server refused changes nothing, so nothing is dropped.

const context = contextProvider(makeTestContext());
const init = (): RootState => rootReducer(undefined, { type: '@@init' });
const detail = makeDetail(5);
const update = detail.updates[0];
const metric = detail.metrics[0];
const application = (status: 'Pending' | 'Accepted' | 'Rejected') =>
  makeApplication(2, { projectId: 5, status });

const ALL = ['project:5', 'projects', 'projectStats'];
const DETAIL_AND_LIST = ['project:5', 'projects'];
const DETAIL = ['project:5'];

let fake: ReturnType<typeof serveRoutes> | undefined;
afterEach(() => fake?.restore());

/** The keys of every cacheActions.invalidated the write put, one list per action. */
async function invalidatedBy(
  saga: Parameters<typeof expectSaga>[0],
  action: UnknownAction,
  routes: Record<string, FakeReply>,
): Promise<string[][]> {
  fake = serveRoutes(routes);
  const invalidated: string[][] = [];
  const recording = (s: RootState | undefined, act: UnknownAction) => {
    if (cacheActions.invalidated.match(act)) invalidated.push([act.payload].flat());
    return rootReducer(s, act);
  };
  await expectSaga(saga, action).withReducer(recording, init()).provide([context]).run();
  return invalidated;
}

const row = (
  write: string,
  saga: Parameters<typeof expectSaga>[0],
  action: UnknownAction,
  route: string,
  answer: FakeReply,
  invalidates: string[][],
) => ({ write, saga, action, route, answer, invalidates });

const updateInput = { title: 'Go-live', content: 'Done' };
const metricInput = { name: 'Velocity', value: 12 };
const apps = projectApplicationsActions;

const writes = [
  row(
    'creating a project',
    projects.handleCreate,
    a.createRequested({ name: 'ERP' }),
    'POST /projects',
    {
      status: 201,
      data: makeDetail(9),
    },
    [['projects', 'projectStats']],
  ),
  row(
    'changing a project',
    projects.handleUpdate,
    a.updateRequested({ id: 5, changes: { status: 'OnHold' } }),
    'PATCH /projects/5',
    { status: 200, data: detail },
    [ALL],
  ),
  row(
    'deleting a project',
    projects.handleRemove,
    a.removeRequested({ id: 5 }),
    'DELETE /projects/5',
    {
      status: 204,
    },
    [ALL],
  ),
  row(
    'adding a consultant to the team',
    team.handleAssign,
    a.assignRequested({ projectId: 5, consultantId: 4 }),
    'POST /projects/5/consultants',
    { status: 200, data: detail },
    [DETAIL_AND_LIST],
  ),
  row(
    'making a consultant the leader',
    team.handleLeader,
    a.leaderRequested({ projectId: 5, consultantId: 4, isLeader: true }),
    'PUT /projects/5/assign-consultant',
    { status: 200, data: detail },
    [DETAIL_AND_LIST],
  ),
  row(
    'setting the whole team',
    team.handleTeam,
    a.teamRequested({ projectId: 5, consultantIds: [4, 5], leaderConsultantId: 5 }),
    'POST /projects/5/consultants/multiple',
    { status: 200, data: detail },
    [DETAIL_AND_LIST],
  ),
  row(
    'taking a consultant off the team',
    team.handleUnassign,
    a.unassignRequested({ projectId: 5, consultantId: 4 }),
    'DELETE /projects/5/consultants/4',
    { status: 200, data: detail },
    [DETAIL_AND_LIST],
  ),
  row(
    'adding an update',
    progress.handleUpdateAdd,
    a.updateAddRequested({ projectId: 5, input: updateInput }),
    'POST /projects/5/updates',
    { status: 201, data: update },
    [DETAIL],
  ),
  row(
    'editing an update',
    progress.handleUpdateEdit,
    a.updateEditRequested({ projectId: 5, updateId: update.id, input: updateInput }),
    `PUT /projects/5/updates/${update.id}`,
    { status: 200, data: update },
    [DETAIL],
  ),
  row(
    'deleting an update',
    progress.handleUpdateRemove,
    a.updateRemoveRequested({ projectId: 5, updateId: update.id }),
    `DELETE /projects/5/updates/${update.id}`,
    { status: 204 },
    [DETAIL],
  ),
  row(
    'adding a metric',
    progress.handleMetricAdd,
    a.metricAddRequested({ projectId: 5, input: metricInput }),
    'POST /projects/5/metrics',
    { status: 201, data: metric },
    [DETAIL],
  ),
  row(
    'editing a metric',
    progress.handleMetricEdit,
    a.metricEditRequested({ projectId: 5, metricId: metric.id, input: metricInput }),
    `PUT /projects/5/metrics/${metric.id}`,
    { status: 200, data: metric },
    [DETAIL],
  ),
  row(
    'deleting a metric',
    progress.handleMetricRemove,
    a.metricRemoveRequested({ projectId: 5, metricId: metric.id }),
    `DELETE /projects/5/metrics/${metric.id}`,
    { status: 204 },
    [DETAIL],
  ),
  row(
    'applying to a project',
    applications.handleApply,
    apps.applyRequested({ projectId: 5 }),
    'POST /projects/5/applications',
    { status: 201, data: application('Pending') },
    [ALL],
  ),
  row(
    'accepting an application',
    applications.handleAccept,
    apps.acceptRequested({ id: 2 }),
    'POST /projects/applications/2/accept',
    { status: 200, data: application('Accepted') },
    [ALL],
  ),
  row(
    'rejecting an application',
    applications.handleReject,
    apps.rejectRequested({ id: 2 }),
    'POST /projects/applications/2/reject',
    { status: 200, data: application('Rejected') },
    [['projectStats']],
  ),
];

/** The workers a root saga's watchers run (its forked sagas' watchers included). */
async function workersOf(saga: Parameters<typeof expectSaga>[0]): Promise<unknown[]> {
  const { effects } = await expectSaga(saga).silentRun(10);
  return effects.fork
    .map((effect) => (effect.payload as { args: unknown[] }).args[1])
    .filter((worker) => typeof worker === 'function');
}

describe('the client cache after a project write', () => {
  // A write added to a saga without a row here would go unchecked.
  it('is checked for every write the projects and project applications sagas answer', async () => {
    const reads: unknown[] = [
      projects.handleList,
      projects.handleQueryChange,
      projects.handleStatistics,
      projects.handleDetail,
      team.handleAvailableConsultants,
      progress.handleHistory,
      applications.handleList,
    ];
    const workers = [
      ...(await workersOf(projects.projectsSaga)),
      ...(await workersOf(applications.projectApplicationsSaga)),
    ];
    expect(new Set(workers.filter((worker) => !reads.includes(worker)))).toEqual(
      new Set(writes.map((w) => w.saga)),
    );
  });

  it.each(writes)(
    'drops the stale entries after $write',
    async ({ saga, action, route, answer, invalidates }) => {
      expect(await invalidatedBy(saga, action, { [route]: answer })).toEqual(invalidates);
    },
  );

  it.each(writes)('keeps every entry when the server refuses $write', async ({ saga, action, route }) => {
    expect(await invalidatedBy(saga, action, { [route]: { status: 500 } })).toEqual([]);
  });
});
