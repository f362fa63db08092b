import type { UnknownAction } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import { rootReducer, type RootState } from '@client/app/rootReducer';
import { cacheActions } from '@client/features/cache/cacheSlice';
import {
  projectApplicationCalls,
  projectApplicationsSaga,
} from '@client/features/projects/projectApplicationsSaga';
import { projectApplicationsActions } from '@client/features/projects/projectApplicationsSlice';
import { projectProgressCalls } from '@client/features/projects/projectProgressSaga';
import { projectCalls, projectsSaga } from '@client/features/projects/projectsSaga';
import { projectsActions as a } from '@client/features/projects/projectsSlice';
import { projectTeamCalls } from '@client/features/projects/projectTeamSaga';
import { serveAction } from '@client/lib/calls';
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

const tables = [...projectCalls, ...projectTeamCalls, ...projectProgressCalls, ...projectApplicationCalls];

/** The keys of every cacheActions.invalidated the write put, one list per action. */
async function invalidatedBy(action: UnknownAction, routes: Record<string, FakeReply>): Promise<string[][]> {
  fake = serveRoutes(routes);
  const invalidated: string[][] = [];
  const recording = (s: RootState | undefined, act: UnknownAction) => {
    if (cacheActions.invalidated.match(act)) invalidated.push([act.payload].flat());
    return rootReducer(s, act);
  };
  await expectSaga(serveAction, tables, action).withReducer(recording, init()).provide([context]).run();
  return invalidated;
}

const row = (
  write: string,
  action: UnknownAction,
  route: string,
  answer: FakeReply,
  invalidates: string[][],
) => ({ write, action, route, answer, invalidates });

const updateInput = { title: 'Go-live', content: 'Done' };
const metricInput = { name: 'Velocity', value: 12 };
const apps = projectApplicationsActions;

const writes = [
  row(
    'creating a project',
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
    a.updateRequested({ id: 5, changes: { status: 'OnHold' } }),
    'PATCH /projects/5',
    { status: 200, data: detail },
    [ALL],
  ),
  row(
    'deleting a project',
    a.removeRequested({ id: 5 }),
    'DELETE /projects/5',
    {
      status: 204,
    },
    [ALL],
  ),
  row(
    'adding a consultant to the team',
    a.assignRequested({ projectId: 5, consultantId: 4 }),
    'POST /projects/5/consultants',
    { status: 200, data: detail },
    [DETAIL_AND_LIST],
  ),
  row(
    'making a consultant the leader',
    a.leaderRequested({ projectId: 5, consultantId: 4, isLeader: true }),
    'PUT /projects/5/assign-consultant',
    { status: 200, data: detail },
    [DETAIL_AND_LIST],
  ),
  row(
    'setting the whole team',
    a.teamRequested({ projectId: 5, consultantIds: [4, 5], leaderConsultantId: 5 }),
    'POST /projects/5/consultants/multiple',
    { status: 200, data: detail },
    [DETAIL_AND_LIST],
  ),
  row(
    'taking a consultant off the team',
    a.unassignRequested({ projectId: 5, consultantId: 4 }),
    'DELETE /projects/5/consultants/4',
    { status: 200, data: detail },
    [DETAIL_AND_LIST],
  ),
  row(
    'adding an update',
    a.updateAddRequested({ projectId: 5, input: updateInput }),
    'POST /projects/5/updates',
    { status: 201, data: update },
    [DETAIL],
  ),
  row(
    'editing an update',
    a.updateEditRequested({ projectId: 5, updateId: update.id, input: updateInput }),
    `PUT /projects/5/updates/${update.id}`,
    { status: 200, data: update },
    [DETAIL],
  ),
  row(
    'deleting an update',
    a.updateRemoveRequested({ projectId: 5, updateId: update.id }),
    `DELETE /projects/5/updates/${update.id}`,
    { status: 204 },
    [DETAIL],
  ),
  row(
    'adding a metric',
    a.metricAddRequested({ projectId: 5, input: metricInput }),
    'POST /projects/5/metrics',
    { status: 201, data: metric },
    [DETAIL],
  ),
  row(
    'editing a metric',
    a.metricEditRequested({ projectId: 5, metricId: metric.id, input: metricInput }),
    `PUT /projects/5/metrics/${metric.id}`,
    { status: 200, data: metric },
    [DETAIL],
  ),
  row(
    'deleting a metric',
    a.metricRemoveRequested({ projectId: 5, metricId: metric.id }),
    `DELETE /projects/5/metrics/${metric.id}`,
    { status: 204 },
    [DETAIL],
  ),
  row(
    'applying to a project',
    apps.applyRequested({ projectId: 5 }),
    'POST /projects/5/applications',
    { status: 201, data: application('Pending') },
    [ALL],
  ),
  row(
    'accepting an application',
    apps.acceptRequested({ id: 2 }),
    'POST /projects/applications/2/accept',
    { status: 200, data: application('Accepted') },
    [ALL],
  ),
  row(
    'rejecting an application',
    apps.rejectRequested({ id: 2 }),
    'POST /projects/applications/2/reject',
    { status: 200, data: application('Rejected') },
    [['projectStats']],
  ),
];

/** The action types a root saga's watchers take (its forked sagas' watchers included). */
async function typesWatchedBy(saga: Parameters<typeof expectSaga>[0]): Promise<string[]> {
  const { effects } = await expectSaga(saga).silentRun(10);
  return effects.fork
    .map((effect) => (effect.payload as { args: unknown[] }).args)
    .filter((args) => typeof args[1] === 'function')
    .flatMap((args) => [args[0]].flat() as string[]);
}

describe('the client cache after a project write', () => {
  // A write added to a saga without a row here would go unchecked.
  it('is checked for every write the projects and project applications sagas answer', async () => {
    const reads: string[] = [
      a.listRequested.type,
      a.searchChanged.type,
      a.listQueryChanged.type,
      a.pageChanged.type,
      a.statisticsRequested.type,
      a.detailRequested.type,
      a.availableConsultantsRequested.type,
      a.historyRequested.type,
      apps.listRequested.type,
    ];
    const types = [
      ...(await typesWatchedBy(projectsSaga)),
      ...(await typesWatchedBy(projectApplicationsSaga)),
    ];
    expect(reads.every((type) => types.includes(type))).toBe(true);
    expect(new Set(types.filter((type) => !reads.includes(type)))).toEqual(
      new Set(writes.map((w) => w.action.type)),
    );
  });

  it.each(writes)('drops the stale entries after $write', async ({ action, route, answer, invalidates }) => {
    expect(await invalidatedBy(action, { [route]: answer })).toEqual(invalidates);
  });

  it.each(writes)('keeps every entry when the server refuses $write', async ({ action, route }) => {
    expect(await invalidatedBy(action, { [route]: { status: 500 } })).toEqual([]);
  });
});
