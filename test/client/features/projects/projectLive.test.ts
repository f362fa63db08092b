import type { ProjectChange, ProjectLiveEvent } from '@shared/contracts/projectLive';
import { rootReducer, type RootState } from '@client/app/rootReducer';
import { projectApplicationsActions } from '@client/features/projects/projectApplicationsSlice';
import { projectLiveReceived, readProjectLiveEvent } from '@client/features/projects/projectLive';
import {
  selectProjectHistory,
  selectProjectMetricSeries,
  selectProjectTeam,
  selectProjectUpdates,
} from '@client/features/projects/projectDetailSelectors';
import { projectsActions } from '@client/features/projects/projectsSlice';
import { tasksActions } from '@client/features/tasks/tasksSlice';
import { makeDetail, makeProject, makeTask } from './fixtures';

// One action lands what one write did to a project (docs/decisions/036-project-room.md), each change in
// the adapter that holds its entity.

const live = (projectId: number, ...changes: ProjectChange[]): ProjectLiveEvent => ({ projectId, changes });
const land = (state: RootState, ...events: ProjectLiveEvent[]) =>
  events.reduce((s, e) => rootReducer(s, projectLiveReceived(e)), state);

const facts = (id: number, overrides: object = {}) => {
  const { myApplicationStatus: _a, permissions: _p, ...rest } = makeProject(id, overrides);
  return rest;
};

const withProject = (): RootState =>
  rootReducer(
    rootReducer(rootReducer(undefined, { type: '@@init' }), projectsActions.detailReceived(makeDetail(5))),
    tasksActions.saved(makeTask(60, { projectId: 9 })),
  );

describe('landing the project room', () => {
  it('replaces the shared fields of a project and keeps what is the reader’s own', () => {
    const before = withProject();
    const own = before.projects.entities[5]!;
    const after = land(
      before,
      live(5, { kind: 'project', project: facts(5, { name: 'Renamed', teamSize: 7 }) }),
    );
    expect(after.projects.entities[5]).toEqual({
      ...own,
      ...facts(5, { name: 'Renamed', teamSize: 7 }),
      permissions: own.permissions,
      myApplicationStatus: own.myApplicationStatus,
    });
    // A project this reader has not read is not added: it could not be shown without their permissions.
    expect(
      land(before, live(8, { kind: 'project', project: facts(8) })).projects.entities[8],
    ).toBeUndefined();
  });

  it('adds, changes and removes updates, metrics and history entries', () => {
    const update = {
      id: 13,
      title: 'Week 3',
      content: 'Late',
      createdAt: '2025-01-19T00:00:00.000Z',
      createdBy: 2,
    };
    const metric = {
      id: 24,
      name: 'Velocity',
      value: 18,
      target: 20,
      unit: 'pts',
      recordedAt: '2025-01-17T00:00:00.000Z',
    };
    const entry = {
      id: 32,
      action: 'Update added',
      details: '"Week 3"',
      userId: 2,
      userName: 'Mert',
      createdAt: '2025-01-19T00:00:00.000Z',
    };
    const after = land(
      withProject(),
      live(5, { kind: 'update', update }, { kind: 'history', entry }),
      live(5, { kind: 'update', update: { ...update, title: 'Week 3 (late)' } }),
      live(5, { kind: 'updateDeleted', updateId: 11 }),
      live(5, { kind: 'metric', metric }, { kind: 'metricDeleted', metricId: 23 }),
    );
    expect(selectProjectUpdates(after, 5).map((u) => [u.id, u.title])).toEqual([
      [13, 'Week 3 (late)'],
      [12, 'Week 2'],
    ]);
    expect(
      selectProjectMetricSeries(after, 5).map((series) => [series.name, series.points.map((p) => p.id)]),
    ).toEqual([['Velocity', [22, 21, 24]]]);
    expect(selectProjectHistory(after, 5).map((h) => h.id)).toContain(32);
  });

  it('makes the team exactly the one carried', () => {
    const team = [
      { consultantId: 5, fullName: 'Lale Leader', isLeader: false, assignedAt: '2025-01-02T00:00:00.000Z' },
      { consultantId: 6, fullName: 'Nil New', isLeader: true, assignedAt: '2025-01-20T00:00:00.000Z' },
    ];
    const after = land(withProject(), live(5, { kind: 'team', team }));
    expect(selectProjectTeam(after, 5).map((m) => [m.consultantId, m.isLeader])).toEqual([
      [6, true],
      [5, false],
    ]);
  });

  it('adds, changes and removes tasks, and lands applications', () => {
    const task = makeTask(61, { projectId: 5, taskName: 'Map the shops' });
    const application = {
      id: 3,
      projectId: 5,
      projectName: 'Project 5',
      consultantId: 4,
      consultantName: 'Mert Member',
      message: '',
      status: 'Pending' as const,
      createdAt: '2025-01-20T00:00:00.000Z',
      reviewedAt: null,
    };
    const after = land(
      withProject(),
      live(5, { kind: 'task', task }),
      live(5, { kind: 'task', task: { ...task, isComplete: true } }),
      live(9, { kind: 'taskDeleted', taskId: 60 }),
      live(5, { kind: 'application', application }),
    );
    expect(after.tasks.entities[61]?.isComplete).toBe(true);
    expect(after.tasks.entities[60]).toBeUndefined();
    expect(after.projectApplications.entities[3]).toEqual(application);
    const decided = land(
      after,
      live(5, { kind: 'application', application: { ...application, status: 'Accepted' } }),
    );
    expect(decided.projectApplications.entities[3]?.status).toBe('Accepted');
  });

  it('takes a deleted project out with everything under it', () => {
    const state = rootReducer(
      withProject(),
      projectApplicationsActions.saved({
        id: 3,
        projectId: 5,
        projectName: 'Project 5',
        consultantId: 4,
        consultantName: 'Mert',
        message: '',
        status: 'Pending',
        createdAt: '2025-01-20T00:00:00.000Z',
        reviewedAt: null,
      }),
    );
    const after = land(state, live(5, { kind: 'projectDeleted' }));
    expect(after.projects.entities[5]).toBeUndefined();
    expect(selectProjectUpdates(after, 5)).toEqual([]);
    expect(selectProjectTeam(after, 5)).toEqual([]);
    expect(after.tasks.ids.filter((id) => after.tasks.entities[id]?.projectId === 5)).toEqual([]);
    expect(after.projectApplications.ids).toEqual([]);
    expect(after.tasks.entities[60]).toBeDefined();
  });
});

describe('reading a project-room message', () => {
  it('keeps the changes it knows and drops what it cannot read', () => {
    const update = {
      id: 1,
      title: 't',
      content: 'c',
      createdAt: '2025-01-01T00:00:00.000Z',
      createdBy: null,
    };
    expect(
      readProjectLiveEvent({
        projectId: 5,
        changes: [
          { kind: 'update', update },
          { kind: 'update' },
          { kind: 'updateDeleted', updateId: '1' },
          { kind: 'team', team: {} },
          { kind: 'somethingNew', data: 1 },
          null,
          { kind: 'projectDeleted' },
        ],
      }),
    ).toEqual({ projectId: 5, changes: [{ kind: 'update', update }, { kind: 'projectDeleted' }] });
  });

  it('is null for anything that is not an event', () => {
    for (const bad of [
      null,
      'x',
      [],
      { projectId: '5', changes: [] },
      { projectId: 5 },
      { projectId: 5, changes: {} },
    ]) {
      expect(readProjectLiveEvent(bad)).toBeNull();
    }
  });
});
