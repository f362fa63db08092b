import { Type, type Static } from 'typebox';
import { API } from '../api/routes';
import { FIELD } from '../domain/fields';
import { RANGE } from '../domain/numbers';
import { PATTERN } from '../domain/patterns';
import { TASK_PRIORITIES } from '../domain/work';
import { IdParams, NoContent, OneOf, Page, Text } from './common';
import { defineContract } from './contract';
import { Nullable, NullableInput } from './nullable';

const team = '(administrators and the project’s consultants)';

export const TaskPriority = OneOf(TASK_PRIORITIES);
export type TaskPriority = Static<typeof TaskPriority>;

/** A task of a project (docs/requirements.md#tasks). */
export const TaskDto = Type.Object({
  id: Type.Integer(),
  projectId: Type.Integer(),
  projectName: Type.String(),
  taskName: Type.String(),
  description: Type.String(),
  /** The consultant it is assigned to. */
  assignedTo: Nullable(Type.Integer()),
  assigneeName: Nullable(Type.String()),
  dueDate: Nullable(Type.String()),
  priority: TaskPriority,
  isComplete: Type.Boolean(),
  completedAt: Nullable(Type.String()),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export type TaskDto = Static<typeof TaskDto>;

export const TaskListQuery = Type.Object({
  projectId: Type.Optional(Type.Integer({ minimum: 1 })),
  assignedTo: Type.Optional(Type.Integer({ minimum: 1 })),
  isComplete: Type.Optional(Type.Boolean()),
  priority: Type.Optional(TaskPriority),
  search: Type.Optional(Text(FIELD.task.search)),
  page: Type.Optional(Type.Integer({ minimum: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: RANGE.pageSize.min, maximum: RANGE.pageSize.max })),
});
export type TaskListQuery = Static<typeof TaskListQuery>;

const taskFields = {
  taskName: Text(FIELD.task.taskName),
  description: Type.Optional(Text(FIELD.task.description)),
  /** A consultant on the project, or null. */
  assignedTo: Type.Optional(NullableInput(Type.Integer({ minimum: 1 }))),
  /** YYYY-MM-DD; empty means none. */
  dueDate: Type.Optional(NullableInput(Text(FIELD.task.dueDate, { pattern: PATTERN.isoDateOrEmpty }))),
  priority: Type.Optional(TaskPriority),
};
export const TaskCreate = Type.Object(taskFields);
export type TaskCreate = Static<typeof TaskCreate>;
export const TaskUpdate = Type.Partial(Type.Object({ ...taskFields, isComplete: Type.Boolean() }));
export type TaskUpdate = Static<typeof TaskUpdate>;
export const TaskCompleteBody = Type.Object({ isComplete: Type.Boolean() });
export type TaskCompleteBody = Static<typeof TaskCompleteBody>;

/**
 * Tasks (docs/requirements.md#tasks): administrators see all; consultants the tasks of projects they
 * are on; a customer reads those of their own projects. Deleting needs an administrator or the
 * project's leader.
 */
export const tasksContract = defineContract('tasks', API.tasks, {
  list: {
    summary: 'Tasks the caller may see, filtered, one page at a time (administrators and consultants)',
    query: TaskListQuery,
    response: { 200: Page(TaskDto) },
  },
  ofProject: { summary: "A project's tasks", params: IdParams, response: { 200: Type.Array(TaskDto) } },
  create: {
    summary: `Add a task to a project ${team}`,
    params: IdParams,
    body: TaskCreate,
    response: { 201: TaskDto },
  },
  update: {
    summary: `Change a task ${team}`,
    params: IdParams,
    body: TaskUpdate,
    response: { 200: TaskDto },
  },
  complete: {
    summary: `Mark a task complete or pending ${team}`,
    params: IdParams,
    body: TaskCompleteBody,
    response: { 200: TaskDto },
  },
  remove: {
    summary: 'Delete a task (administrators and the project’s leader)',
    params: IdParams,
    response: { 204: NoContent },
  },
});
