import { createAction } from '@reduxjs/toolkit';
import type { ProjectChange, ProjectChangeKind, ProjectLiveEvent } from '@shared/contracts/projectLive';
import { teamKey, type TeamMember } from './projectModel';

export type { ProjectChange, ProjectLiveEvent } from '@shared/contracts/projectLive';

// The live project room on the client (docs/decisions/036-project-room.md): one action carries what
// one write did to one project, and the slices that hold the project's entities land it.

/** A change on a project, as the hub delivered it: landed by the projects, tasks and applications slices. */
export const projectLiveReceived = createAction<ProjectLiveEvent>('projects/liveReceived');

const KINDS: Record<ProjectChangeKind, string | null> = {
  project: 'project',
  projectCreated: null,
  projectDeleted: null,
  update: 'update',
  updateDeleted: 'updateId',
  metric: 'metric',
  metricDeleted: 'metricId',
  task: 'task',
  taskDeleted: 'taskId',
  team: 'team',
  application: 'application',
  history: 'entry',
};

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** A change whose kind is known and that carries what its kind names; anything else is dropped. */
function isChange(value: unknown): value is ProjectChange {
  if (!isObject(value) || typeof value.kind !== 'string' || !(value.kind in KINDS)) return false;
  const field = KINDS[value.kind as ProjectChangeKind];
  if (field === null) return true;
  const carried = value[field];
  if (value.kind === 'team') return Array.isArray(carried);
  return field.endsWith('Id') ? typeof carried === 'number' : isObject(carried);
}

/** The event of a hub message, or null when it is not one: a newer server's kinds are skipped. */
export function readProjectLiveEvent(arg: unknown): ProjectLiveEvent | null {
  if (!isObject(arg) || typeof arg.projectId !== 'number' || !Array.isArray(arg.changes)) return null;
  return { projectId: arg.projectId, changes: arg.changes.filter(isChange) };
}

/** The team of a `team` change as the store keeps it. */
export const teamOfChange = (
  projectId: number,
  change: Extract<ProjectChange, { kind: 'team' }>,
): TeamMember[] => change.team.map((m) => ({ ...m, projectId, key: teamKey(projectId, m.consultantId) }));

/** The changes of one kind in the event, in order. */
export const changesOf = <K extends ProjectChangeKind>(event: ProjectLiveEvent, kind: K) =>
  event.changes.filter((c): c is Extract<ProjectChange, { kind: K }> => c.kind === kind);
