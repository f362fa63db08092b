import type { Kysely, Transaction } from 'kysely';
import type { TaskDto } from '../../shared/contracts/tasks';
import type { TaskPriority } from '../db/contentTypes';
import type { Database } from '../db/types';
import { contains } from './consultantProfiles';

type Db = Kysely<Database> | Transaction<Database>;

/** Tasks with their project's and assignee's names; join further and filter before running. */
export function taskQuery(db: Db) {
  return db
    .selectFrom('tasks as t')
    .innerJoin('projects as p', 'p.id', 't.project_id')
    .leftJoin('consultants as c', 'c.id', 't.assigned_to')
    .leftJoin('users as u', 'u.id', 'c.user_id')
    .selectAll('t')
    .select(['p.name as project_name', 'u.name as assignee_first', 'u.surname as assignee_last']);
}

type TaskRow = Awaited<ReturnType<ReturnType<typeof taskQuery>['executeTakeFirstOrThrow']>>;

export function toTaskDto(r: TaskRow): TaskDto {
  const assignee =
    r.assigned_to === null ? null : `${r.assignee_first ?? ''} ${r.assignee_last ?? ''}`.trim();
  return {
    id: r.id,
    projectId: r.project_id,
    projectName: r.project_name,
    taskName: r.task_name,
    description: r.description,
    assignedTo: r.assigned_to,
    assigneeName: assignee === null ? null : assignee || 'Unknown Consultant',
    dueDate: r.due_date,
    priority: r.priority,
    isComplete: r.is_complete === 1,
    completedAt: r.completed_at,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  };
}

/** A project's tasks: open ones first, then by due date (none last), then oldest first. */
export async function tasksOfProject(db: Db, projectId: number): Promise<TaskDto[]> {
  const rows = await taskQuery(db)
    .where('t.project_id', '=', projectId)
    .orderBy('t.is_complete')
    .orderBy((eb) => eb.case().when('t.due_date', 'is', null).then(1).else(0).end())
    .orderBy('t.due_date')
    .orderBy('t.id')
    .execute();
  return rows.map(toTaskDto);
}

export async function findTask(db: Db, id: number): Promise<TaskDto | undefined> {
  const row = await taskQuery(db).where('t.id', '=', id).executeTakeFirst();
  return row && toTaskDto(row);
}

export interface TaskFilter {
  projectId?: number;
  assignedTo?: number;
  isComplete?: boolean;
  priority?: TaskPriority;
  search?: string;
  /** Only the tasks of projects this consultant is on. */
  teamOf?: number;
}

function filtered(db: Db, f: TaskFilter) {
  let query = taskQuery(db);
  if (f.teamOf !== undefined) {
    const consultantId = f.teamOf;
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('project_consultants as team')
          .select('team.id')
          .whereRef('team.project_id', '=', 't.project_id')
          .where('team.consultant_id', '=', consultantId),
      ),
    );
  }
  if (f.projectId !== undefined) query = query.where('t.project_id', '=', f.projectId);
  if (f.assignedTo !== undefined) query = query.where('t.assigned_to', '=', f.assignedTo);
  if (f.isComplete !== undefined) query = query.where('t.is_complete', '=', f.isComplete ? 1 : 0);
  if (f.priority !== undefined) query = query.where('t.priority', '=', f.priority);
  const search = f.search?.trim();
  if (search) {
    query = query.where((eb) =>
      eb.or([contains(eb.ref('t.task_name'), search), contains(eb.ref('t.description'), search)]),
    );
  }
  return query;
}

/** One page of the matching tasks, in the order of `tasksOfProject`, and how many match in all. */
export async function listTasks(
  db: Db,
  filter: TaskFilter,
  page: { page: number; pageSize: number },
): Promise<{ data: TaskDto[]; total: number }> {
  const query = filtered(db, filter);
  const counted = await query
    .clearSelect()
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  const rows = await query
    .orderBy('t.is_complete')
    .orderBy((eb) => eb.case().when('t.due_date', 'is', null).then(1).else(0).end())
    .orderBy('t.due_date')
    .orderBy('t.id')
    .limit(page.pageSize)
    .offset((page.page - 1) * page.pageSize)
    .execute();
  return { data: rows.map(toTaskDto), total: Number(counted.n) };
}

export interface TaskValues {
  taskName: string;
  description: string;
  assignedTo: number | null;
  dueDate: string | null;
  priority: TaskPriority;
}

export async function insertTask(
  db: Db,
  projectId: number,
  v: TaskValues,
  createdBy: number,
  now: string,
): Promise<number> {
  const row = await db
    .insertInto('tasks')
    .values({
      project_id: projectId,
      task_name: v.taskName,
      description: v.description,
      assigned_to: v.assignedTo,
      due_date: v.dueDate,
      priority: v.priority,
      is_complete: 0,
      completed_at: null,
      created_by: createdBy,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Changes the given fields; completing stamps the time, reopening clears it. */
export async function updateTask(
  db: Db,
  id: number,
  v: Partial<TaskValues> & { isComplete?: boolean },
  now: string,
): Promise<void> {
  await db
    .updateTable('tasks')
    .set({
      ...(v.taskName !== undefined && { task_name: v.taskName }),
      ...(v.description !== undefined && { description: v.description }),
      ...(v.assignedTo !== undefined && { assigned_to: v.assignedTo }),
      ...(v.dueDate !== undefined && { due_date: v.dueDate }),
      ...(v.priority !== undefined && { priority: v.priority }),
      ...(v.isComplete !== undefined && {
        is_complete: v.isComplete ? 1 : 0,
        completed_at: v.isComplete ? now : null,
      }),
      updated_at: now,
    })
    .where('id', '=', id)
    .execute();
}

export async function deleteTask(db: Db, id: number): Promise<void> {
  await db.deleteFrom('tasks').where('id', '=', id).execute();
}
