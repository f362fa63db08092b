import type {
  ProjectConsultantDto,
  ProjectHistoryDto,
  ProjectMetricDto,
  ProjectSummary,
  ProjectUpdateDto,
} from './projects';
import type { ProjectApplicationDto } from './projectApplications';
import type { TaskDto } from './tasks';

// The live project room (docs/requirements.md#project-room, docs/decisions/036-project-room.md): every
// change on a project reaches the project's audience as data, apart from notifications and whatever
// the recipient's notification settings are.

/** The hub target that carries a `ProjectLiveEvent`, server to client. */
export { PROJECT_LIVE_TARGET } from '../domain/notifications';

/**
 * A project's own fields as every member of its audience reads them: a list row less what is the
 * reader's own (their application, their permissions), which the client keeps from its own read.
 */
export type ProjectFacts = Omit<ProjectSummary, 'myApplicationStatus' | 'permissions'>;

/** One change, carrying the changed entity in the shape the read endpoints answer. */
export type ProjectChange =
  /** The project's own fields after the write (created, changed, or a count beside them). */
  | { kind: 'project'; project: ProjectFacts }
  /** The project is new: lists that page through projects have one more. */
  | { kind: 'projectCreated' }
  | { kind: 'projectDeleted' }
  | { kind: 'update'; update: ProjectUpdateDto }
  | { kind: 'updateDeleted'; updateId: number }
  | { kind: 'metric'; metric: ProjectMetricDto }
  | { kind: 'metricDeleted'; metricId: number }
  | { kind: 'task'; task: TaskDto }
  | { kind: 'taskDeleted'; taskId: number }
  /** The whole team after a join, a leave or a change of leader. */
  | { kind: 'team'; team: ProjectConsultantDto[] }
  /** An application received or decided: administrators only, who are the ones to read them. */
  | { kind: 'application'; application: ProjectApplicationDto }
  | { kind: 'history'; entry: ProjectHistoryDto };

export type ProjectChangeKind = ProjectChange['kind'];

/** What one write did to one project, in order: the only argument of `ProjectChanged`. */
export interface ProjectLiveEvent {
  projectId: number;
  changes: ProjectChange[];
}

/** The kinds only administrators receive. */
export const ADMIN_ONLY_CHANGES: readonly ProjectChangeKind[] = ['application'];
