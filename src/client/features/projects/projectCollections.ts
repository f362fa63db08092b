import { createEntityAdapter, type EntityAdapter, type EntityId, type EntityState } from '@reduxjs/toolkit';
import type {
  Project,
  ProjectHistoryEntry,
  ProjectMetricEntry,
  ProjectUpdateEntry,
  SplitDetail,
  TeamMember,
} from './projectModel';

// The normalized collections of the projects slice: projects by id, and each project's team, updates,
// metrics and history in their own collections, every entry carrying its project's id.

export const projectsAdapter = createEntityAdapter<Project>();
export const teamAdapter = createEntityAdapter<TeamMember, string>({ selectId: (m) => m.key });
export const updatesAdapter = createEntityAdapter<ProjectUpdateEntry>();
export const metricsAdapter = createEntityAdapter<ProjectMetricEntry>();
export const historyAdapter = createEntityAdapter<ProjectHistoryEntry>();

export interface ProjectChildren {
  team: EntityState<TeamMember, string>;
  updates: EntityState<ProjectUpdateEntry, number>;
  metrics: EntityState<ProjectMetricEntry, number>;
  history: EntityState<ProjectHistoryEntry, number>;
}

export const initialProjectChildren = (): ProjectChildren => ({
  team: teamAdapter.getInitialState(),
  updates: updatesAdapter.getInitialState(),
  metrics: metricsAdapter.getInitialState(),
  history: historyAdapter.getInitialState(),
});

type Owned = { projectId: number };

function idsOf<T extends Owned, Id extends EntityId>(state: EntityState<T, Id>, projectId: number): Id[] {
  return state.ids.filter((id) => state.entities[id]?.projectId === projectId);
}

/** The project's entries become exactly `items`: a detail read is the whole truth about its lists. */
export function replaceOf<T extends Owned, Id extends EntityId>(
  adapter: EntityAdapter<T, Id>,
  state: EntityState<T, Id>,
  projectId: number,
  items: readonly T[],
): void {
  adapter.removeMany(state, idsOf(state, projectId));
  adapter.setMany(state, items);
}

export function removeOf<T extends Owned, Id extends EntityId>(
  adapter: EntityAdapter<T, Id>,
  state: EntityState<T, Id>,
  projectId: number,
): void {
  adapter.removeMany(state, idsOf(state, projectId));
}

export function landDetail(children: ProjectChildren, detail: SplitDetail): void {
  const id = detail.project.id;
  replaceOf(teamAdapter, children.team, id, detail.team);
  replaceOf(updatesAdapter, children.updates, id, detail.updates);
  replaceOf(metricsAdapter, children.metrics, id, detail.metrics);
  replaceOf(historyAdapter, children.history, id, detail.history);
}

/** A removed project takes its team, updates, metrics and history with it. */
export function removeChildren(children: ProjectChildren, projectId: number): void {
  removeOf(teamAdapter, children.team, projectId);
  removeOf(updatesAdapter, children.updates, projectId);
  removeOf(metricsAdapter, children.metrics, projectId);
  removeOf(historyAdapter, children.history, projectId);
}
