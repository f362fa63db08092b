import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

// Kysely<any>: a migration must keep working after the typed schema moves on.
/* eslint-disable @typescript-eslint/no-explicit-any */

/** Name, table and columns (the first is what a foreign key or a filter looks up). */
const INDEXES: readonly (readonly [string, string, readonly string[]])[] = [
  // Foreign keys that no index started with: deleting or changing the parent row (a user, a role, a
  // service, a project, a consultant) scanned the whole child table to apply its rule.
  ['about_us_images_about_us', 'about_us_images', ['about_us_id', 'display_order']],
  ['consultants_reviewed_by', 'consultants', ['reviewed_by']],
  ['notifications_role', 'notifications', ['role_id']],
  ['project_applications_consultant', 'project_applications', ['consultant_id']],
  ['project_applications_reviewed_by', 'project_applications', ['reviewed_by']],
  ['project_history_user', 'project_history', ['user_id']],
  ['project_metrics_created_by', 'project_metrics', ['created_by']],
  ['project_requests_project', 'project_requests', ['project_id']],
  ['project_requests_service', 'project_requests', ['service_id']],
  ['project_updates_created_by', 'project_updates', ['created_by']],
  ['projects_service', 'projects', ['service_id']],
  ['tasks_created_by', 'tasks', ['created_by']],
  ['users_role', 'users', ['role_id']],
  // Filters and orders of the paged lists (docs/requirements.md#growth): the request queue newest
  // first without a status, the projects list by status, the users list by creation date.
  ['project_requests_created', 'project_requests', ['created_at']],
  ['projects_status', 'projects', ['status']],
  ['users_created', 'users', ['created_at']],
  // Admin notifications newest first: the audience's rows in time order, without a sort.
  ['notifications_audience_created', 'notifications', ['audience', 'created_at']],
];

async function up(db: Kysely<any>): Promise<void> {
  for (const [name, table, columns] of INDEXES) {
    await db.schema
      .createIndex(name)
      .on(table)
      .columns([...columns])
      .execute();
  }
}

async function down(db: Kysely<any>): Promise<void> {
  for (const [name] of [...INDEXES].reverse()) await db.schema.dropIndex(name).execute();
}

export const growthIndexes = (): Migration => ({ up, down });
