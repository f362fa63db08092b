import { DEFAULT_PAGE_SIZE } from '@shared/domain/numbers';
import type { TaskCreate, TaskDto, TaskListQuery, TaskPriority, TaskUpdate } from '@shared/contracts/tasks';
import { toConsultantId } from '@client/features/projects';

export type { TaskPriority };

/** A task (docs/requirements.md#tasks) as the server sends it and the store keeps it. */
export type Task = TaskDto;

/** What a task form holds: the assignee may be the text of a select ('' for nobody). */
export type TaskInput = Omit<TaskCreate, 'assignedTo'> & { assignedTo?: string | number | null };
export type TaskChanges = Omit<TaskUpdate, 'assignedTo'> & { assignedTo?: string | number | null };

/** The paged list's filters; null or '' means "any". */
export interface TaskFilters {
  projectId: number | null;
  assignedTo: number | null;
  isComplete: boolean | null;
  priority: TaskPriority | null;
  search: string;
}

export const initialTaskFilters: TaskFilters = {
  projectId: null,
  assignedTo: null,
  isComplete: null,
  priority: null,
  search: '',
};

export interface TaskListState {
  ids: number[];
  total: number;
  page: number;
  pageSize: number;
  filters: TaskFilters;
}

export const initialTaskList: TaskListState = {
  ids: [],
  total: 0,
  page: 1,
  pageSize: DEFAULT_PAGE_SIZE,
  filters: initialTaskFilters,
};

export interface TaskPage {
  data: Task[];
  total: number;
  page: number;
  pageSize: number;
}

/** The query of the list state: only the filters that are set. */
export function taskListQuery({ page, pageSize, filters }: TaskListState): TaskListQuery {
  const search = filters.search.trim();
  return {
    page,
    pageSize,
    ...(filters.projectId != null ? { projectId: filters.projectId } : {}),
    ...(filters.assignedTo != null ? { assignedTo: filters.assignedTo } : {}),
    ...(filters.isComplete != null ? { isComplete: filters.isComplete } : {}),
    ...(filters.priority ? { priority: filters.priority } : {}),
    ...(search ? { search } : {}),
  };
}

/** The assignee goes as an integer consultant id, or null for nobody (docs/requirements.md#ids). */
function withAssignee<T extends { assignedTo?: string | number | null }>(input: T) {
  if (!('assignedTo' in input) || input.assignedTo === undefined) return input as Omit<T, 'assignedTo'>;
  return { ...input, assignedTo: toConsultantId(input.assignedTo) };
}

export const taskCreateBody = (input: TaskInput): TaskCreate => withAssignee(input) as TaskCreate;
export const taskUpdateBody = (changes: TaskChanges): TaskUpdate => withAssignee(changes) as TaskUpdate;

const due = (task: Task) => (task.dueDate ? Date.parse(task.dueDate) || Infinity : Infinity);

/** Open tasks first, then by due date (none last), then by id: the server's list order. */
export function compareOpenFirst(a: Task, b: Task): number {
  return Number(a.isComplete) - Number(b.isComplete) || due(a) - due(b) || a.id - b.id;
}
