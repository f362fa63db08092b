import { expectSaga } from 'redux-saga-test-plan';
import { silentRunFor } from '@test/client/sagaTime';
import type { PutEffect } from 'redux-saga/effects';
import type { ProjectChange, ProjectLiveEvent } from '@shared/contracts/projectLive';
import { rootReducer, type RootState } from '@client/app/rootReducer';
import { cacheActions } from '@client/features/cache/cacheSlice';
import { consultantsActions, CONSULTANT_REQUESTS } from '@client/features/consultants/consultantsSlice';
import { hubReconnected, projectChangedArrived } from '@client/features/notifications/hubEvents';
import { notificationsActions } from '@client/features/notifications/notificationsSlice';
import { profileActions } from '@client/features/profile/profileSlice';
import { projectLiveReceived } from '@client/features/projects/projectLive';
import { projectsActions, PROJECT_REQUESTS } from '@client/features/projects/projectsSlice';
import { liveTargets, reloadTargets } from '@client/features/work/workEvents';
import { liveListsStale, workLiveSaga } from '@client/features/work/workLiveSaga';
import { tasksActions, TASK_REQUESTS } from '@client/features/tasks/tasksSlice';
import { requestSucceeded } from '@test/client/requests';
import { makeUser, sessionState } from '@test/client/renderWithProviders';
import { contextProvider, makeTestContext } from '@test/client/sagaContext';
import { NOW } from '@test/client/session';
import { installFakeAdapter } from '@test/client/apiAdapter';
import { startStore } from '@test/client/storeHarness';
import { makeDetail, makeProject, makeTask } from '../projects/fixtures';

const context = contextProvider(makeTestContext());
const init = (): RootState => rootReducer(undefined, { type: '@@init' });
const signedIn = (roleId: number, id = 7, state = init()): RootState => ({
  ...state,
  session: sessionState(makeUser({ id, roleId: roleId as 1 })),
});
const opened = (state: RootState, ...keys: string[]) =>
  keys.reduce((s, key) => rootReducer(s, requestSucceeded(key)), state);

const event = (type: string, data: Record<string, unknown> = {}, id = Math.random()) =>
  notificationsActions.received({ id, type, data }, NOW);

const facts = (id: number, overrides: object = {}) => {
  const { myApplicationStatus: _a, permissions: _p, ...rest } = makeProject(id, overrides);
  return rest;
};
const live = (projectId: number, ...changes: ProjectChange[]): ProjectLiveEvent => ({ projectId, changes });
const arrived = (e: ProjectLiveEvent) => projectChangedArrived(JSON.parse(JSON.stringify(e)));

/** Every action the saga put, in order. */
const putsOf = (effects: { put?: PutEffect[] }) => (effects.put ?? []).map((e) => e.payload.action);

describe('which notifications make what stale', () => {
  const admin = { userId: 1, roleId: 1 };
  const customer = { userId: 7, roleId: 3 };

  it('leaves the work of projects to the project room: no notification re-reads a project, a list or a task', () => {
    for (const type of [
      'project_update_added',
      'project_updated',
      'project_deleted',
      'task_completed',
      'project_application_received',
      'consultant_assigned',
      'consultant_unassigned',
      'bulk_assign_to_project',
      'project_leader_assigned',
      'project_request_approved',
    ]) {
      expect(reloadTargets({ type, data: { projectId: 5 } }, admin)).toEqual([]);
    }
  });

  it('reloads the consultant queue for applications and consultants; the session for one’s own approval', () => {
    expect(reloadTargets({ type: 'consultant_expertise_added', data: {} }, admin)).toEqual([
      { kind: 'consultants' },
    ]);
    expect(reloadTargets({ type: 'application_approved', data: { userId: 9 } }, admin)).toEqual([
      { kind: 'consultants' },
    ]);
    expect(reloadTargets({ type: 'application_approved', data: { userId: 7 } }, customer)).toContainEqual({
      kind: 'session',
    });
    // The live status event names no user: only the applicant and administrators receive it.
    expect(
      reloadTargets({ type: 'application_approved', data: { status: 'Approved' } }, customer),
    ).toContainEqual({
      kind: 'session',
    });
    expect(reloadTargets({ type: 'application_approved', data: {} }, admin)).not.toContainEqual({
      kind: 'session',
    });
    expect(reloadTargets({ type: 'application_approved', data: {} }, null)).not.toContainEqual({
      kind: 'session',
    });
  });

  it('leaves other families alone', () => {
    expect(reloadTargets({ type: 'project_request_created', data: { projectId: 5 } }, admin)).toEqual([]);
    expect(reloadTargets({ type: 'service_created', data: {} }, admin)).toEqual([]);
  });
});

describe('what a project-room event makes stale', () => {
  const known = rootReducer(
    rootReducer(signedIn(1), projectsActions.detailReceived(makeDetail(5, { status: 'Active' }))),
    tasksActions.saved(makeTask(70, { projectId: 5 })),
  );

  it('names nothing for a change that lands in place', () => {
    expect(liveTargets(known, live(5, { kind: 'project', project: facts(5, { teamSize: 9 }) }))).toEqual([]);
    expect(liveTargets(known, live(5, { kind: 'task', task: makeTask(70, { projectId: 5 }) }))).toEqual([]);
    expect(liveTargets(known, live(5, { kind: 'updateDeleted', updateId: 1 }))).toEqual([]);
    // A project this reader has not read: nothing of it is shown, so nothing is stale.
    expect(liveTargets(known, live(8, { kind: 'project', project: facts(8) }))).toEqual([]);
  });

  it('names the list and the counts for a project created or deleted, the counts for a new status', () => {
    const lists = [{ kind: 'projects' }, { kind: 'statistics' }];
    expect(
      liveTargets(known, live(8, { kind: 'project', project: facts(8) }, { kind: 'projectCreated' })),
    ).toEqual(lists);
    expect(liveTargets(known, live(5, { kind: 'projectDeleted' }))).toEqual(lists);
    expect(
      liveTargets(known, live(5, { kind: 'project', project: facts(5, { status: 'Completed' }) })),
    ).toEqual([{ kind: 'statistics' }]);
  });

  it('names the task list for a task new to this reader', () => {
    expect(liveTargets(known, live(5, { kind: 'task', task: makeTask(71, { projectId: 5 }) }))).toEqual([
      { kind: 'tasks' },
    ]);
  });
});

describe('live reloads', () => {
  const watch = (state: RootState) =>
    expectSaga(workLiveSaga).withReducer(rootReducer, state).provide([context]);

  it('lands a project-room event with no read, dropping the cached copies it outdates', async () => {
    const state = opened(
      rootReducer(signedIn(1), projectsActions.detailReceived(makeDetail(5))),
      PROJECT_REQUESTS.detail(5),
      PROJECT_REQUESTS.list,
      PROJECT_REQUESTS.statistics,
      TASK_REQUESTS.list,
    );
    const update = {
      id: 90,
      title: 'Kick-off',
      content: 'Held.',
      createdAt: '2025-02-01T00:00:00.000Z',
      createdBy: 3,
    };
    const e = live(5, { kind: 'project', project: facts(5, { openTasks: 4 }) }, { kind: 'update', update });
    const { storeState, effects } = await silentRunFor(watch(state).dispatch(arrived(e)), 500);
    expect(putsOf(effects)).toEqual([
      projectLiveReceived(e),
      cacheActions.invalidated(['project:5', 'projects']),
    ]);
    expect(storeState.projects.updates.entities[90]).toEqual({ ...update, projectId: 5 });
    expect(storeState.projects.entities[5]?.openTasks).toBe(4);
  });

  it('re-reads a loaded list once for a burst of creations, after invalidating its cache', async () => {
    const state = opened(signedIn(1), PROJECT_REQUESTS.list, PROJECT_REQUESTS.statistics);
    const created = (id: number) =>
      live(id, { kind: 'project', project: facts(id) }, { kind: 'projectCreated' });
    const { effects } = await silentRunFor(
      watch(state)
        .dispatch(arrived(created(8)))
        .delay(50)
        .dispatch(arrived(created(9))),
      700,
    );
    const puts = putsOf(effects);
    expect(puts.filter((x) => projectsActions.listRequested.match(x))).toEqual([
      projectsActions.listRequested({ force: true }),
    ]);
    expect(puts.filter((x) => projectsActions.statisticsRequested.match(x))).toEqual([
      projectsActions.statisticsRequested({ force: true }),
    ]);
    expect(puts).toContainEqual(liveListsStale([{ kind: 'projects' }, { kind: 'statistics' }]));
  });

  it('only invalidates what nobody has open', async () => {
    const e = live(8, { kind: 'project', project: facts(8) }, { kind: 'projectCreated' });
    const { effects } = await silentRunFor(watch(signedIn(1)).dispatch(arrived(e)), 500);
    const puts = putsOf(effects);
    expect(puts.filter((x) => projectsActions.listRequested.match(x))).toEqual([]);
    expect(puts).toContainEqual(cacheActions.invalidated(['projects', 'projectStats']));
  });

  it('drops a deleted project instead of reading it again', async () => {
    const state = opened(
      rootReducer(signedIn(1), projectsActions.detailReceived(makeDetail(5))),
      PROJECT_REQUESTS.detail(5),
    );
    const { storeState, effects } = await silentRunFor(
      watch(state).dispatch(arrived(live(5, { kind: 'projectDeleted' }))),
      500,
    );
    expect(putsOf(effects).filter((x) => projectsActions.detailRequested.match(x))).toEqual([]);
    expect(storeState.projects.entities[5]).toBeUndefined();
    expect(storeState.projects.updates.ids).toEqual([]);
  });

  it('skips a message that is not a project-room event', async () => {
    const { effects } = await silentRunFor(
      watch(signedIn(1))
        .dispatch(projectChangedArrived({ changes: [] }))
        .dispatch(projectChangedArrived('x')),
      300,
    );
    expect(putsOf(effects)).toEqual([]);
  });

  it('reads the open project once after a reconnect, and nothing when none is open', async () => {
    const open = rootReducer(
      opened(
        rootReducer(signedIn(1), projectsActions.detailReceived(makeDetail(5))),
        PROJECT_REQUESTS.detail(5),
      ),
      projectsActions.selected(5),
    );
    const caught = await silentRunFor(watch(open).dispatch(hubReconnected()), 300);
    expect(putsOf(caught.effects)).toEqual([projectsActions.detailRequested({ id: 5, force: true })]);
    const closed = rootReducer(open, projectsActions.selected(null));
    const none = await silentRunFor(watch(closed).dispatch(hubReconnected()), 300);
    expect(putsOf(none.effects)).toEqual([]);
  });

  it('reloads an open applications queue, and refreshes the session of an approved applicant', async () => {
    const admin = opened(signedIn(1), CONSULTANT_REQUESTS.all);
    const forAdmin = await silentRunFor(
      watch(admin).dispatch(event('application_approved', { userId: 9 })),
      500,
    );
    expect(putsOf(forAdmin.effects)).toEqual([
      cacheActions.invalidated(['consultants']),
      consultantsActions.allRequested(),
    ]);

    const applicant = await silentRunFor(
      watch(signedIn(3, 9))
        .dispatch(event('application_approved', { userId: 9 }))
        .dispatch(event('application_approved', { status: 'Approved' })),
      500,
    );
    expect(putsOf(applicant.effects)).toEqual([
      cacheActions.invalidated(['consultants']),
      profileActions.fetchRequested({ force: true }),
      consultantsActions.myProfileRequested(),
    ]);
  });

  it('ignores notifications of other families', async () => {
    const state = opened(signedIn(1), PROJECT_REQUESTS.list, CONSULTANT_REQUESTS.all);
    const { effects } = await silentRunFor(
      watch(state)
        .dispatch(event('project_request_created', { projectId: 5 }))
        .dispatch(event('project_updated', { projectId: 5 }))
        .dispatch(event('service_created')),
      500,
    );
    expect(putsOf(effects)).toEqual([]);
  });
});

describe('the project room in the running store', () => {
  it('keeps an open project page live without a single read, with serializable actions only', async () => {
    const calls: string[] = [];
    const adapter = installFakeAdapter((config) => {
      // The signed-in store also loads its settings and notifications; only the project matters here.
      if (config.url !== '/projects/5') return { status: 404, data: { message: 'Not found.' } };
      calls.push(`${config.method?.toUpperCase()} ${config.url}`);
      return { status: 200, data: makeDetail(5, { name: 'Before' }) };
    });
    // The notification layer logs the refused reads of its own lists (docs/requirements.md#errors-notifications).
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const harness = startStore(signedIn(1), { context: makeTestContext() });
    try {
      harness.store.dispatch(projectsActions.detailRequested({ id: 5 }));
      await new Promise((r) => setTimeout(r, 20));
      expect(harness.store.getState().projects.entities[5]?.name).toBe('Before');
      const metric = {
        id: 3,
        name: 'Shops',
        value: 4,
        target: 12,
        unit: '',
        recordedAt: '2025-02-01T00:00:00.000Z',
      };
      harness.store.dispatch(arrived(live(5, { kind: 'project', project: facts(5, { name: 'After' }) })));
      harness.store.dispatch(arrived(live(5, { kind: 'metric', metric })));
      harness.store.dispatch(arrived(live(5, { kind: 'task', task: makeTask(44, { projectId: 5 }) })));
      await new Promise((r) => setTimeout(r, 450));
      const state = harness.store.getState();
      expect(state.projects.entities[5]?.name).toBe('After');
      // The reader's own part of the row stays theirs.
      expect(state.projects.entities[5]?.permissions).toEqual(makeDetail(5).permissions);
      expect(state.projects.metrics.entities[3]).toEqual({ ...metric, projectId: 5 });
      expect(state.tasks.entities[44]?.projectId).toBe(5);
      expect(calls).toEqual(['GET /projects/5']);
      expect(harness.nonSerializable()).toEqual([]);
    } finally {
      harness.stop();
      adapter.restore();
      warn.mockRestore();
    }
  });
});
