import type { Kysely, Transaction } from 'kysely';
import type { TaskDto } from '../../shared/contracts/projects';
import type { Database } from '../db/types';

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
