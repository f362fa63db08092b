import { sql, type Kysely, type Transaction } from 'kysely';
import type { ProjectStatistics } from '../../shared/contracts/projects';
import { PROJECT_STATUSES } from '../../shared/domain/work';
import type { Database } from '../db/types';
import { isAdmin, visibleTo, type Actor } from './projectVisibility';

type Db = Kysely<Database> | Transaction<Database>;

// PostgreSQL hands counts and numeric sums back as text, SQLite as numbers.
type Counted = number | string | bigint | null;

/** Sums are rounded to cents: SQLite adds the budgets as floating point. */
const cents = (total: Counted): number => Math.round(Number(total ?? 0) * 100) / 100;

/** Counts over the projects the actor may see, in four grouped queries (docs/requirements.md#projects). */
export async function projectStatistics(db: Db, actor: Actor): Promise<ProjectStatistics> {
  const visible = visibleTo(actor);
  const statuses = await db
    .selectFrom('projects as p')
    .where(visible)
    .select((eb) => ['p.status', eb.fn.countAll<number | string>().as('n')])
    .groupBy('p.status')
    .execute();
  const budgets = await db
    .selectFrom('projects as p')
    .where(visible)
    .where('p.budget', 'is not', null)
    .select(['p.currency', sql<Counted>`sum(cast(p.budget as numeric))`.as('total')])
    .groupBy('p.currency')
    .orderBy('p.currency')
    .execute();
  const tasks = await db
    .selectFrom('tasks as t')
    .innerJoin('projects as p', 'p.id', 't.project_id')
    .where(visible)
    .select((eb) => ['t.is_complete', eb.fn.countAll<number | string>().as('n')])
    .groupBy('t.is_complete')
    .execute();
  // Administrators see the queue; a consultant sees their own applications, not their colleagues'.
  let pendingQuery = db
    .selectFrom('project_applications as a')
    .innerJoin('projects as p', 'p.id', 'a.project_id')
    .where(visible)
    .where('a.status', '=', 'Pending');
  if (!isAdmin(actor)) pendingQuery = pendingQuery.where('a.consultant_id', '=', actor.consultantId ?? 0);
  const pending = await pendingQuery
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirst();

  const byStatus = PROJECT_STATUSES.map((status) => ({
    status,
    count: Number(statuses.find((s) => s.status === status)?.n ?? 0),
  }));
  const tasksWhere = (done: 0 | 1) => Number(tasks.find((t) => Number(t.is_complete) === done)?.n ?? 0);
  return {
    total: byStatus.reduce((sum, s) => sum + s.count, 0),
    byStatus,
    budgets: budgets.map((b) => ({ currency: b.currency, total: cents(b.total) })),
    openTasks: tasksWhere(0),
    completedTasks: tasksWhere(1),
    pendingApplications: Number(pending?.n ?? 0),
  };
}
