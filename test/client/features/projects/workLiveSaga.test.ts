import { expectSaga } from 'redux-saga-test-plan';
import { silentRunFor } from '@test/client/sagaTime';
import type { PutEffect } from 'redux-saga/effects';
import { rootReducer, type RootState } from '@client/app/rootReducer';
import { cacheActions } from '@client/features/cache/cacheSlice';
import { consultantsActions, CONSULTANT_REQUESTS } from '@client/features/consultants/consultantsSlice';
import { notificationsActions } from '@client/features/notifications/notificationsSlice';
import { profileActions } from '@client/features/profile/profileSlice';
import {
  PROJECT_APPLICATION_REQUESTS,
  projectApplicationsActions,
} from '@client/features/projects/projectApplicationsSlice';
import { projectsActions, PROJECT_REQUESTS } from '@client/features/projects/projectsSlice';
import { reloadTargets } from '@client/features/projects/workEvents';
import { workLiveSaga } from '@client/features/projects/workLiveSaga';
import { tasksActions, TASK_REQUESTS } from '@client/features/tasks/tasksSlice';
import { requestSucceeded } from '@test/client/requests';
import { makeUser, sessionState } from '@test/client/renderWithProviders';
import { contextProvider, makeTestContext } from '@test/client/sagaContext';
import { NOW } from '@test/client/session';
import { installFakeAdapter } from '@test/client/apiAdapter';
import { startStore } from '@test/client/storeHarness';
import { makeDetail } from './fixtures';

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

/** Every action the saga put, in order. */
const putsOf = (effects: { put?: PutEffect[] }) => (effects.put ?? []).map((e) => e.payload.action);

describe('which notifications make what stale', () => {
  const admin = { userId: 1, roleId: 1 };
  const customer = { userId: 7, roleId: 3 };

  it('names the project, the lists and the statistics for work on a project', () => {
    expect(reloadTargets({ type: 'project_update_added', data: { projectId: 5 } }, admin)).toEqual([
      { kind: 'projects' },
      { kind: 'statistics' },
      { kind: 'project', id: 5 },
    ]);
    expect(reloadTargets({ type: 'bulk_assign_to_project', data: { ProjectId: '6' } }, admin)).toContainEqual(
      {
        kind: 'project',
        id: 6,
      },
    );
    expect(reloadTargets({ type: 'consultant_assigned', data: { projectId: 6 } }, admin)).toContainEqual({
      kind: 'project',
      id: 6,
    });
  });

  it('adds the task lists for tasks, the applications for project applications, removal for deletion', () => {
    expect(reloadTargets({ type: 'task_completed', data: { projectId: 5 } }, admin)).toEqual(
      expect.arrayContaining([{ kind: 'tasks' }, { kind: 'projectTasks', id: 5 }]),
    );
    expect(
      reloadTargets({ type: 'project_application_received', data: { projectId: 5 } }, admin),
    ).toContainEqual({
      kind: 'applications',
      projectId: 5,
    });
    expect(reloadTargets({ type: 'project_deleted', data: { projectId: 5 } }, admin)).toContainEqual({
      kind: 'projectRemoved',
      id: 5,
    });
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

  it('leaves quotes (except an approval, which makes a project) and other families alone', () => {
    expect(reloadTargets({ type: 'project_request_created', data: { projectId: 5 } }, admin)).toEqual([]);
    expect(reloadTargets({ type: 'project_request_approved', data: {} }, admin)).toEqual([
      { kind: 'projects' },
      { kind: 'statistics' },
    ]);
    expect(reloadTargets({ type: 'service_created', data: {} }, admin)).toEqual([]);
  });
});

describe('live reloads', () => {
  const watch = (state: RootState) =>
    expectSaga(workLiveSaga).withReducer(rootReducer, state).provide([context]);

  it('re-reads an open project and list once for a burst, after invalidating their cache', async () => {
    const state = opened(signedIn(1), PROJECT_REQUESTS.detail(5), PROJECT_REQUESTS.list, TASK_REQUESTS.list);
    const { effects } = await silentRunFor(
      watch(state)
        .dispatch(event('task_created', { projectId: 5 }))
        .delay(50)
        .dispatch(event('task_completed', { projectId: 5, isComplete: true }))
        .delay(50)
        .dispatch(event('project_update_added', { ProjectId: 5 })),
      700,
    );
    const puts = putsOf(effects);
    expect(puts).toEqual([
      cacheActions.invalidated(['projects', 'projectStats', 'project:5']),
      projectsActions.listRequested({ force: true }),
      projectsActions.detailRequested({ id: 5, force: true }),
      tasksActions.listRequested(),
    ]);
  });

  it('reloads again for an event after the burst has been handled', async () => {
    const state = opened(signedIn(1), PROJECT_REQUESTS.detail(5));
    const { effects } = await silentRunFor(
      watch(state)
        .dispatch(event('project_updated', { projectId: 5 }))
        .delay(450)
        .dispatch(event('project_updated', { projectId: 5 })),
      900,
    );
    const reloads = putsOf(effects).filter((x) => projectsActions.detailRequested.match(x));
    expect(reloads).toHaveLength(2);
  });

  it('only invalidates what nobody has open', async () => {
    const { effects } = await silentRunFor(
      watch(signedIn(1)).dispatch(event('project_updated', { projectId: 8 })),
      500,
    );
    expect(putsOf(effects)).toEqual([cacheActions.invalidated(['projects', 'projectStats', 'project:8'])]);
  });

  it('reloads two projects once each, and a project’s applications and tasks when open', async () => {
    const state = opened(
      signedIn(1),
      PROJECT_REQUESTS.detail(5),
      PROJECT_REQUESTS.detail(6),
      PROJECT_APPLICATION_REQUESTS.list(6),
      TASK_REQUESTS.ofProject(5),
    );
    const { effects } = await silentRunFor(
      watch(state)
        .dispatch(event('task_updated', { projectId: 5 }))
        .dispatch(event('project_application_received', { projectId: 6 }))
        .dispatch(event('task_deleted', { projectId: 5 })),
      500,
    );
    const puts = putsOf(effects);
    expect(puts.filter((x) => projectsActions.detailRequested.match(x))).toEqual([
      projectsActions.detailRequested({ id: 5, force: true }),
      projectsActions.detailRequested({ id: 6, force: true }),
    ]);
    expect(puts).toContainEqual(tasksActions.projectTasksRequested({ projectId: 5 }));
    expect(puts).toContainEqual(projectApplicationsActions.listRequested({ projectId: 6 }));
  });

  it('drops a deleted project instead of reading it again', async () => {
    const state = opened(
      rootReducer(signedIn(1), projectsActions.detailReceived(makeDetail(5))),
      PROJECT_REQUESTS.detail(5),
    );
    const { storeState, effects } = await silentRunFor(
      watch(state).dispatch(event('project_deleted', { projectId: 5 })),
      500,
    );
    expect(putsOf(effects)).not.toContainEqual(projectsActions.detailRequested({ id: 5, force: true }));
    expect(storeState.projects.entities[5]).toBeUndefined();
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
      profileActions.fetchRequested(),
      consultantsActions.myProfileRequested(),
    ]);
  });

  it('ignores notifications of other families', async () => {
    const state = opened(signedIn(1), PROJECT_REQUESTS.list, CONSULTANT_REQUESTS.all);
    const { effects } = await silentRunFor(
      watch(state)
        .dispatch(event('project_request_created', { projectId: 5 }))
        .dispatch(event('service_created')),
      500,
    );
    expect(putsOf(effects)).toEqual([]);
  });
});

describe('live reloads in the running store', () => {
  it('re-reads the open project once after a burst, with serializable actions only', async () => {
    let name = 'Before';
    const calls: string[] = [];
    const adapter = installFakeAdapter((config) => {
      // The signed-in store also loads its settings and notifications; only the project matters here.
      if (config.url !== '/projects/5') return { status: 404, data: { message: 'Not found.' } };
      calls.push(`${config.method?.toUpperCase()} ${config.url}`);
      return { status: 200, data: makeDetail(5, { name }) };
    });
    // The notification layer logs the refused reads of its own lists (docs/requirements.md#errors-notifications).
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const harness = startStore(signedIn(1), { context: makeTestContext() });
    try {
      harness.store.dispatch(projectsActions.detailRequested({ id: 5 }));
      await new Promise((r) => setTimeout(r, 20));
      expect(harness.store.getState().projects.entities[5]?.name).toBe('Before');
      name = 'After';
      harness.store.dispatch(event('project_updated', { projectId: 5 }));
      harness.store.dispatch(event('project_metrics_updated', { projectId: 5 }));
      await new Promise((r) => setTimeout(r, 450));
      expect(harness.store.getState().projects.entities[5]?.name).toBe('After');
      expect(calls).toEqual(['GET /projects/5', 'GET /projects/5']);
      expect(harness.nonSerializable()).toEqual([]);
    } finally {
      harness.stop();
      adapter.restore();
      warn.mockRestore();
    }
  });
});
