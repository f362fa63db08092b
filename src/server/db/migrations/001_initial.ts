import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { flag, text, withId, type Engine, type TableBuilder } from './frozen/columns';

const ROLES = [
  { id: 1, name: 'Admin' },
  { id: 2, name: 'Consultant' },
  { id: 3, name: 'Customer' },
  { id: 4, name: 'Other' },
];

const SITE_SETTING_COLUMNS = [
  'site_name',
  'site_title',
  'site_description',
  'company_name',
  'company_slogan',
  'company_email',
  'company_phone',
  'company_address',
  'favicon_url',
  'logo_text',
  'logo_bg_color',
  'social_linked_in',
  'social_twitter',
  'social_facebook',
  'social_instagram',
  'keywords',
];

// Kysely<any>: a migration must keep working after the typed schema moves on.
/* eslint-disable @typescript-eslint/no-explicit-any */
async function up(db: Kysely<any>, engine: Engine): Promise<void> {
  await db.schema
    .createTable('roles')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .execute();
  await db.insertInto('roles').values(ROLES).execute();

  let users: TableBuilder = withId(db.schema.createTable('users'), engine)
    .addColumn('user_name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull().unique());
  for (const column of ['name', 'surname', 'phone_number', 'photo']) users = text(users, column);
  await users
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('role_id', 'integer', (c) => c.notNull().defaultTo(3).references('roles.id'))
    .addColumn('email_verified', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  // User names are unique regardless of case, so 'Admin' cannot impersonate 'admin'.
  await db.schema
    .createIndex('users_user_name_lower_unique')
    .on('users')
    .unique()
    .expression(sql`lower(user_name)`)
    .execute();

  await db.schema
    .createTable('login_failures')
    .addColumn('email', 'text', (c) => c.primaryKey())
    .addColumn('count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('locked_until', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await withId(db.schema.createTable('one_time_codes'), engine)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('one_time_codes_user_purpose')
    .on('one_time_codes')
    .columns(['user_id', 'purpose'])
    .execute();

  await db.schema
    .createTable('revoked_tokens')
    .addColumn('jti', 'text', (c) => c.primaryKey())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();

  let settings: TableBuilder = withId(db.schema.createTable('site_settings'), engine);
  for (const column of SITE_SETTING_COLUMNS) settings = text(settings, column);
  await settings.addColumn('updated_at', 'text', (c) => c.notNull()).execute();

  await withId(db.schema.createTable('outbox'), engine)
    .addColumn('to', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('html', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  let consultants: TableBuilder = withId(db.schema.createTable('consultants'), engine).addColumn(
    'user_id',
    'integer',
    (c) => c.notNull().unique().references('users.id').onDelete('cascade'),
  );
  for (const column of ['specialization', 'bio', 'linkedin_url', 'image']) {
    consultants = text(consultants, column);
  }
  consultants = consultants.addColumn('years_of_experience', 'integer', (c) => c.notNull().defaultTo(0));
  consultants = flag(flag(consultants, 'is_available', 1), 'is_active', 1);
  consultants = consultants.addColumn('application_status', 'text', (c) => c.notNull().defaultTo('Pending'));
  for (const column of ['admin_notes', 'cv_url']) consultants = text(consultants, column);
  await consultants
    .addColumn('applied_at', 'text')
    .addColumn('reviewed_at', 'text')
    .addColumn('reviewed_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}

async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'consultants',
    'outbox',
    'site_settings',
    'revoked_tokens',
    'one_time_codes',
    'login_failures',
    'users',
    'roles',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}

export const initial = (engine: Engine): Migration => ({
  up: (db) => up(db, engine),
  down: (db) => down(db),
});
