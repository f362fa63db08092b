import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { flag, text, withId, type Engine, type TableBuilder } from './frozen/columns';

// Kysely<any>: a migration must keep working after the typed schema moves on.
/* eslint-disable @typescript-eslint/no-explicit-any */

const userRef = (table: TableBuilder, name: string): TableBuilder =>
  table.addColumn(name, 'integer', (c) => c.references('users.id').onDelete('set null'));

const projectRef = (table: TableBuilder): TableBuilder =>
  table.addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id').onDelete('cascade'));

async function index(db: Kysely<any>, name: string, table: string, columns: string[]): Promise<void> {
  await db.schema.createIndex(name).on(table).columns(columns).execute();
}

/** Progress updates: the author is kept as a user id and shows as 'Unknown User' once deleted. */
async function updates(db: Kysely<any>, engine: Engine): Promise<void> {
  let table = projectRef(withId(db.schema.createTable('project_updates'), engine));
  table = text(text(table, 'title'), 'content');
  await userRef(table, 'created_by')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await index(db, 'project_updates_project', 'project_updates', ['project_id', 'created_at']);
}

/** Metrics: value and target are floating point on both engines (a percentage, a count, hours). */
async function metrics(db: Kysely<any>, engine: Engine): Promise<void> {
  let table = projectRef(withId(db.schema.createTable('project_metrics'), engine));
  table = text(table, 'name')
    .addColumn('value', 'double precision', (c) => c.notNull())
    .addColumn('target', 'double precision');
  await userRef(text(table, 'unit'), 'created_by')
    .addColumn('recorded_at', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await index(db, 'project_metrics_project', 'project_metrics', ['project_id', 'recorded_at']);
}

/** A consultant applies once per project; a decision is kept with who made it. */
async function applications(db: Kysely<any>, engine: Engine): Promise<void> {
  let table = projectRef(withId(db.schema.createTable('project_applications'), engine)).addColumn(
    'consultant_id',
    'integer',
    (c) => c.notNull().references('consultants.id').onDelete('cascade'),
  );
  table = text(table, 'message').addColumn('status', 'text', (c) => c.notNull().defaultTo('Pending'));
  await userRef(table.addColumn('reviewed_at', 'text'), 'reviewed_by')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('project_applications_unique', ['project_id', 'consultant_id'])
    .execute();
  await index(db, 'project_applications_status', 'project_applications', ['status', 'created_at']);
}

async function tasks(db: Kysely<any>, engine: Engine): Promise<void> {
  let table = projectRef(withId(db.schema.createTable('tasks'), engine));
  table = text(text(table, 'task_name'), 'description').addColumn('assigned_to', 'integer', (c) =>
    c.references('consultants.id').onDelete('set null'),
  );
  table = table
    .addColumn('due_date', 'text')
    .addColumn('priority', 'text', (c) => c.notNull().defaultTo('Medium'));
  table = flag(table, 'is_complete', 0).addColumn('completed_at', 'text');
  await userRef(table, 'created_by')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await index(db, 'tasks_project', 'tasks', ['project_id', 'is_complete']);
  await index(db, 'tasks_assigned', 'tasks', ['assigned_to']);
}

/**
 * At most one leader per project, held by the database so that two administrators staffing the
 * same project at once cannot both win. Rows from before keep their first leader.
 */
async function oneLeader(db: Kysely<any>): Promise<void> {
  await sql`update project_consultants set is_leader = 0
    where is_leader = 1 and id not in (
      select min(id) from project_consultants where is_leader = 1 group by project_id)`.execute(db);
  await sql`create unique index project_consultants_one_leader
    on project_consultants (project_id) where is_leader = 1`.execute(db);
}

async function up(db: Kysely<any>, engine: Engine): Promise<void> {
  await updates(db, engine);
  await metrics(db, engine);
  await applications(db, engine);
  await tasks(db, engine);
  await oneLeader(db);
  await index(db, 'consultants_status', 'consultants', ['application_status', 'is_active']);
  await index(db, 'projects_available', 'projects', ['is_available_for_application']);
}

async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('projects_available').ifExists().execute();
  await db.schema.dropIndex('consultants_status').ifExists().execute();
  await db.schema.dropIndex('project_consultants_one_leader').ifExists().execute();
  for (const table of ['tasks', 'project_applications', 'project_metrics', 'project_updates']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}

export const projectWork = (engine: Engine): Migration => ({
  up: (db) => up(db, engine),
  down: (db) => down(db),
});
