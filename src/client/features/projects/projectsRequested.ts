import { createAction } from '@reduxjs/toolkit';
import type { ProjectChanges, ProjectCreate, ProjectMetricInput, ProjectUpdateInput } from './projectModel';

type Force = { force?: boolean };
type ConsultantRef = string | number;

/** What the views ask of projects; the projects sagas answer each (one line per action). */
export const projectsRequested = {
  /** The list with the query in the slice (page, pageSize, search, status, scope); `force` skips the cache. */
  listRequested: createAction<Force | undefined>('projects/listRequested'),
  /** Counts over the visible projects (cached as `projectStats`). */
  statisticsRequested: createAction<Force | undefined>('projects/statisticsRequested'),
  /** One project with its team, updates, metrics, history and tasks (cached as `project:{id}`). */
  detailRequested: createAction<{ id: number } & Force>('projects/detailRequested'),
  /** A new project; its currency is validated first. `selectLastCreatedProjectId` names it afterwards. */
  createRequested: createAction<ProjectCreate>('projects/createRequested'),
  /** Changes some fields; a changed currency is validated first. */
  updateRequested: createAction<{ id: number; changes: ProjectChanges }>('projects/updateRequested'),
  removeRequested: createAction<{ id: number }>('projects/removeRequested'),
  /** Puts one consultant on the team (POST …/consultants); the id may be text, it is sent as an integer. */
  assignRequested: createAction<{ projectId: number; consultantId: ConsultantRef; isLeader?: boolean }>(
    'projects/assignRequested',
  ),
  /** Makes a team member the leader, or no longer the leader (PUT …/assign-consultant). */
  leaderRequested: createAction<{ projectId: number; consultantId: ConsultantRef; isLeader: boolean }>(
    'projects/leaderRequested',
  ),
  /** The team becomes exactly these consultants, with this leader or none. */
  teamRequested: createAction<{
    projectId: number;
    consultantIds: ConsultantRef[];
    leaderConsultantId?: ConsultantRef | null;
  }>('projects/teamRequested'),
  unassignRequested: createAction<{ projectId: number; consultantId: number }>('projects/unassignRequested'),
  /** Consultants the project can be staffed with (optionally leaving out those already on `projectId`). */
  availableConsultantsRequested: createAction<{ projectId?: number; search?: string } | undefined>(
    'projects/availableConsultantsRequested',
  ),
  updateAddRequested: createAction<{ projectId: number; input: ProjectUpdateInput }>(
    'projects/updateAddRequested',
  ),
  updateEditRequested: createAction<{ projectId: number; updateId: number; input: ProjectUpdateInput }>(
    'projects/updateEditRequested',
  ),
  updateRemoveRequested: createAction<{ projectId: number; updateId: number }>(
    'projects/updateRemoveRequested',
  ),
  metricAddRequested: createAction<{ projectId: number; input: ProjectMetricInput }>(
    'projects/metricAddRequested',
  ),
  metricEditRequested: createAction<{ projectId: number; metricId: number; input: ProjectMetricInput }>(
    'projects/metricEditRequested',
  ),
  metricRemoveRequested: createAction<{ projectId: number; metricId: number }>(
    'projects/metricRemoveRequested',
  ),
  /** The project's history again (every write adds to it on the server). */
  historyRequested: createAction<{ projectId: number }>('projects/historyRequested'),
};

/** Request keys (lib/requests): the views read each request's state under these. */
export const PROJECT_REQUESTS = {
  list: 'projects/list',
  statistics: 'projects/statistics',
  detail: (id: number) => `projects/detail:${id}`,
  create: 'projects/create',
  /** Field edits of one project. */
  update: (id: number) => `projects/update:${id}`,
  remove: (id: number) => `projects/remove:${id}`,
  /** Any change of one project's team (assign, leader, several, unassign). */
  team: (id: number) => `projects/team:${id}`,
  availableConsultants: 'projects/availableConsultants',
  /** Adding, editing or deleting one project's updates. */
  updates: (id: number) => `projects/updates:${id}`,
  /** Adding, editing or deleting one project's metrics. */
  metrics: (id: number) => `projects/metrics:${id}`,
  history: (id: number) => `projects/history:${id}`,
} as const;
