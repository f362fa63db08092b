import { rootReducer, type RootState } from '@client/app/rootReducer';
import { sessionActions } from '@client/features/authentication/sessionSlice';
import {
  selectPendingProjectApplications,
  selectProjectApplications,
  selectProjectHistory,
  selectProjectLeader,
  selectProjectMetricSeries,
  selectProjectTeam,
  selectProjectUpdates,
} from '@client/features/projects/projectDetailSelectors';
import { projectApplicationsActions } from '@client/features/projects/projectApplicationsSlice';
import {
  selectLastCreatedProjectId,
  selectProjectById,
  selectProjectList,
  selectProjectPage,
  selectProjectPageIds,
  selectProjectPaging,
  selectProjectsStatus,
  selectSelectedProject,
} from '@client/features/projects/projectsSelectors';
import { projectsActions as a, PROJECT_REQUESTS } from '@client/features/projects/projectsSlice';
import { selectProjectTasks } from '@client/features/tasks/tasksSelectors';
import { requestSucceeded } from '@test/client/requests';
import { makeApplication, makeDetail, makeProject, makeTask } from './fixtures';

type Action = { type: string };
const reduce = (actions: Action[], start: RootState = rootReducer(undefined, { type: '@@init' })) =>
  actions.reduce((s, action) => rootReducer(s, action), start);

const page = (ids: number[], total = ids.length) => ({
  data: ids.map((id) => makeProject(id)),
  total,
  page: 1,
  pageSize: 20,
});

describe('projects slice: the list', () => {
  it('keeps the page’s ids, counts and request state; rows merge by id', () => {
    const state = reduce([a.listReceived(page([3, 1], 41)), requestSucceeded(PROJECT_REQUESTS.list)]);
    expect(selectProjectPageIds(state)).toEqual([3, 1]);
    expect(selectProjectPage(state).map((p) => p.id)).toEqual([3, 1]);
    expect(selectProjectPaging(state)).toEqual({ page: 1, pageSize: 20, total: 41, pageCount: 3 });
    expect(selectProjectsStatus(state)).toBe('succeeded');

    const next = reduce([a.listReceived({ ...page([2], 41), page: 3 })], state);
    expect(selectProjectPageIds(next)).toEqual([2]);
    // The rows of other pages stay known (a detail page may show them).
    expect(selectProjectById(next, 3)?.name).toBe('Project 3');
  });

  it('goes back to page 1 when the search or a filter changes', () => {
    let state = reduce([a.pageChanged(4)]);
    expect(selectProjectList(state).page).toBe(4);
    state = reduce([a.searchChanged('erp')], state);
    expect(selectProjectList(state)).toMatchObject({ page: 1, search: 'erp' });
    state = reduce([a.pageChanged(2), a.listQueryChanged({ status: 'OnHold', scope: 'mine' })], state);
    expect(selectProjectList(state)).toMatchObject({
      page: 1,
      status: 'OnHold',
      scope: 'mine',
      search: 'erp',
    });
    expect(selectProjectList(reduce([a.pageChanged(0)])).page).toBe(1);
  });
});

describe('projects slice: a detail', () => {
  it('splits a detail into the project and its collections, each entry with its project id', () => {
    const state = reduce([a.detailReceived(makeDetail(1))]);
    expect(state.projects.entities[1]).not.toHaveProperty('consultants');
    expect(state.projects.entities[1]).toMatchObject({ name: 'Project 1', leaderName: 'Lale Leader' });
    expect(state.projects.team.ids).toEqual(['1:4', '1:5']);
    expect(state.projects.updates.entities[11]).toMatchObject({ projectId: 1, title: 'Kick-off' });
    expect(state.projects.metrics.entities[23]?.projectId).toBe(1);
    expect(state.projects.history.entities[31]?.projectId).toBe(1);
    expect(state.tasks.ids).toEqual([41, 42]);
  });

  it('merges a detail over a list row by id, without losing what the list read', () => {
    const state = reduce([
      a.listReceived(page([1, 2])),
      a.detailReceived(makeDetail(1, { name: 'Renamed' })),
    ]);
    expect(selectProjectPageIds(state)).toEqual([1, 2]);
    expect(selectProjectById(state, 1)).toMatchObject({ name: 'Renamed', teamSize: 2 });
  });

  it('lists the leader first; a new answer moves the leader flag', () => {
    let state = reduce([a.detailReceived(makeDetail(1))]);
    expect(selectProjectTeam(state, 1).map((m) => m.consultantId)).toEqual([5, 4]);
    expect(selectProjectLeader(state, 1)?.fullName).toBe('Lale Leader');

    const moved = makeDetail(1, {
      leaderName: 'Mert Member',
      consultants: [
        { consultantId: 4, fullName: 'Mert Member', isLeader: true, assignedAt: '2025-01-03T00:00:00.000Z' },
        { consultantId: 5, fullName: 'Lale Leader', isLeader: false, assignedAt: '2025-01-02T00:00:00.000Z' },
      ],
    });
    state = reduce([a.detailReceived(moved)], state);
    expect(selectProjectTeam(state, 1).map((m) => [m.consultantId, m.isLeader])).toEqual([
      [4, true],
      [5, false],
    ]);
  });

  it('replaces a project’s lists by a newer detail, leaving other projects alone', () => {
    let state = reduce([a.detailReceived(makeDetail(1)), a.detailReceived(makeDetail(2, { updates: [] }))]);
    expect(state.projects.updates.ids).toEqual([11, 12]);
    state = reduce([a.detailReceived(makeDetail(1, { consultants: [], updates: [], tasks: [] }))], state);
    expect(selectProjectTeam(state, 1)).toEqual([]);
    expect(selectProjectUpdates(state, 1)).toEqual([]);
    expect(selectProjectTeam(state, 2)).toHaveLength(2);
    expect(selectProjectTasks(state, 1)).toEqual([]);
    expect(selectProjectTasks(state, 2).map((t) => t.id)).toEqual([41, 42]);
  });

  it('orders updates and history newest first, and groups metrics into series over time', () => {
    const state = reduce([a.detailReceived(makeDetail(1))]);
    expect(selectProjectUpdates(state, 1).map((u) => u.id)).toEqual([12, 11]);
    expect(selectProjectHistory(state, 1).map((h) => h.id)).toEqual([32, 31]);
    expect(selectProjectMetricSeries(state, 1)).toEqual([
      expect.objectContaining({ name: 'Budget used', unit: '%', target: null }),
      expect.objectContaining({
        name: 'Velocity',
        target: 20,
        latest: expect.objectContaining({ id: 21, value: 10 }),
        points: [
          { id: 22, recordedAt: '2025-01-03T00:00:00.000Z', value: 15, target: 20 },
          { id: 21, recordedAt: '2025-01-10T00:00:00.000Z', value: 10, target: 20 },
        ],
      }),
    ]);
  });

  it('memoizes derived lists while nothing they read changes', () => {
    const state = reduce([a.detailReceived(makeDetail(1))]);
    expect(selectProjectTeam(state, 1)).toBe(selectProjectTeam(state, 1));
    const other = reduce([a.statisticsReceived({ total: 1 } as never)], state);
    expect(selectProjectUpdates(other, 1)).toBe(selectProjectUpdates(state, 1));
  });

  it('upserts and removes single updates, metrics and history', () => {
    let state = reduce([a.detailReceived(makeDetail(1))]);
    const edited = {
      id: 12,
      title: 'Week 2 (edited)',
      content: 'x',
      createdAt: '2025-01-12T00:00:00.000Z',
      createdBy: 2,
    };
    state = reduce(
      [
        a.updateSaved({ projectId: 1, update: edited }),
        a.updateRemoved({ projectId: 1, updateId: 11 }),
        a.metricSaved({
          projectId: 1,
          metric: {
            id: 24,
            name: 'Velocity',
            value: 18,
            target: 25,
            unit: 'pts',
            recordedAt: '2025-01-20T00:00:00.000Z',
          },
        }),
        a.metricRemoved({ projectId: 1, metricId: 23 }),
        a.historyReceived({
          projectId: 1,
          entries: [
            {
              id: 33,
              action: 'Metric recorded',
              details: '',
              userId: 1,
              userName: 'A',
              createdAt: '2025-01-20T00:00:00.000Z',
            },
          ],
        }),
      ],
      state,
    );
    expect(selectProjectUpdates(state, 1)).toEqual([{ ...edited, projectId: 1 }]);
    expect(selectProjectMetricSeries(state, 1).map((s) => [s.name, s.target, s.points.length])).toEqual([
      ['Velocity', 25, 3],
    ]);
    expect(selectProjectHistory(state, 1).map((h) => h.id)).toEqual([33]);
  });
});

describe('projects slice: removal, selection and logout', () => {
  it('removes a project with its team, updates, metrics, history, tasks and applications', () => {
    let state = reduce([
      a.listReceived(page([1, 2], 2)),
      a.detailReceived(makeDetail(1)),
      a.detailReceived(
        makeDetail(2, { updates: [], metrics: [], history: [], tasks: [makeTask(50, { projectId: 2 })] }),
      ),
      projectApplicationsActions.listReceived({ projectId: 1, applications: [makeApplication(7)] }),
      a.selected(1),
    ]);
    expect(selectSelectedProject(state)?.id).toBe(1);
    state = reduce([a.removed(1)], state);
    expect(selectProjectById(state, 1)).toBeUndefined();
    expect(selectSelectedProject(state)).toBeNull();
    expect(selectProjectPageIds(state)).toEqual([2]);
    expect(selectProjectList(state).total).toBe(1);
    expect(state.projects.team.ids).toEqual(['2:4', '2:5']);
    expect(state.projects.updates.ids).toEqual([]);
    expect(state.projects.metrics.ids).toEqual([]);
    expect(state.projects.history.ids).toEqual([]);
    expect(state.tasks.ids).toEqual([50]);
    expect(selectProjectApplications(state, 1)).toEqual([]);
  });

  it('remembers the project a create made until the next create', () => {
    let state = reduce([a.created(makeDetail(9))]);
    expect(selectLastCreatedProjectId(state)).toBe(9);
    state = reduce([a.createRequested({ name: 'Next' })], state);
    expect(selectLastCreatedProjectId(state)).toBeNull();
  });

  it('shows one’s own application on the project and offers no second one', () => {
    const open = makeProject(3, {
      permissions: { manage: false, contribute: false, deleteTasks: false, apply: true },
    });
    const state = reduce([
      a.summariesReceived([open]),
      a.myApplicationChanged({ projectId: 3, status: 'Pending' }),
    ]);
    expect(selectProjectById(state, 3)).toMatchObject({
      myApplicationStatus: 'Pending',
      permissions: { apply: false },
    });
  });

  it('keeps a project’s applications newest first and their pending ones apart', () => {
    const state = reduce([
      projectApplicationsActions.listReceived({
        projectId: 1,
        applications: [makeApplication(1), makeApplication(3, { status: 'Rejected' }), makeApplication(2)],
      }),
      projectApplicationsActions.saved(makeApplication(2, { status: 'Accepted' })),
    ]);
    expect(selectProjectApplications(state, 1).map((x) => x.id)).toEqual([3, 2, 1]);
    expect(selectPendingProjectApplications(state, 1).map((x) => x.id)).toEqual([1]);
  });

  it('forgets everything of a user who logged out', () => {
    const state = reduce([
      a.listReceived(page([1])),
      a.detailReceived(makeDetail(1)),
      a.statisticsReceived({
        total: 1,
        byStatus: [],
        budgets: [],
        openTasks: 0,
        completedTasks: 0,
        pendingApplications: 0,
      }),
      a.searchChanged('x'),
      projectApplicationsActions.saved(makeApplication(1)),
      sessionActions.loggedOut({ reason: 'logout' }),
    ]);
    const fresh = rootReducer(undefined, { type: '@@init' });
    expect(state.projects).toEqual(fresh.projects);
    expect(state.tasks).toEqual(fresh.tasks);
    expect(state.projectApplications).toEqual(fresh.projectApplications);
  });
});
