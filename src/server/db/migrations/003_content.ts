import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { flag, text, withId, type Engine, type TableBuilder } from './frozen/columns';
import { uniqueSlug } from './frozen/slugs';

const CURRENCIES = [
  { code: 'TRY', symbol: '₺', name: 'Turkish Lira' },
  { code: 'USD', symbol: '$', name: 'US Dollar' },
  { code: 'EUR', symbol: '€', name: 'Euro' },
  { code: 'GBP', symbol: '£', name: 'British Pound' },
];

const texts = (table: TableBuilder, columns: string[]): TableBuilder =>
  columns.reduce((t, column) => text(t, column), table);

const timestamps = (table: TableBuilder): TableBuilder =>
  table
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull());

const count = (table: TableBuilder, name: string): TableBuilder =>
  table.addColumn(name, 'integer', (c) => c.notNull().defaultTo(0));

// Kysely<any>: a migration must keep working after the typed schema moves on.
/* eslint-disable @typescript-eslint/no-explicit-any */
async function index(db: Kysely<any>, name: string, table: string, columns: string[]): Promise<void> {
  await db.schema.createIndex(name).on(table).columns(columns).execute();
}

async function services(db: Kysely<any>, engine: Engine): Promise<void> {
  let table = withId(db.schema.createTable('services'), engine)
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('title', 'text', (c) => c.notNull());
  table = texts(table, ['short_description', 'description', 'icon', 'image_url']);
  await timestamps(count(flag(table, 'is_active', 1), 'display_order')).execute();
  for (const name of ['service_features', 'service_benefits']) {
    await withId(db.schema.createTable(name), engine)
      .addColumn('service_id', 'integer', (c) => c.notNull().references('services.id').onDelete('cascade'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
    await index(db, `${name}_service`, name, ['service_id']);
  }
}

async function siteContent(db: Kysely<any>, engine: Engine): Promise<void> {
  const about = texts(withId(db.schema.createTable('about_us'), engine), [
    'title',
    'content',
    'mission',
    'vision',
    'values',
  ]);
  await timestamps(about).execute();
  await count(
    texts(
      withId(db.schema.createTable('about_us_images'), engine).addColumn('about_us_id', 'integer', (c) =>
        c.notNull().references('about_us.id').onDelete('cascade'),
      ),
      ['url', 'caption'],
    ),
    'display_order',
  )
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  let home = texts(withId(db.schema.createTable('homepage_info'), engine), [
    'hero_title',
    'hero_subtitle',
    'hero_image_url',
    'cta_text',
    'cta_link',
  ]);
  for (const stat of ['years_in_business', 'projects_completed', 'clients_served', 'consultants_count']) {
    home = count(home, stat);
  }
  await timestamps(home).execute();

  await withId(db.schema.createTable('currencies'), engine)
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('symbol', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .execute();
  await db.insertInto('currencies').values(CURRENCIES).execute();
}

/** Consultant pages are addressed by slug; existing rows get one from their user's name. */
async function consultants(db: Kysely<any>, engine: Engine): Promise<void> {
  await db.schema.alterTable('consultants').addColumn('slug', 'text').execute();
  await db.schema.createIndex('consultants_slug_unique').on('consultants').column('slug').unique().execute();
  const rows: Array<{ id: number; name: string; surname: string }> = await db
    .selectFrom('consultants as c')
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .select(['c.id', 'u.name', 'u.surname'])
    .orderBy('c.id')
    .execute();
  const taken = new Set<string>();
  for (const row of rows) {
    const slug = uniqueSlug(`${row.name} ${row.surname}`, `consultant-${row.id}`, taken);
    taken.add(slug);
    await db.updateTable('consultants').set({ slug }).where('id', '=', row.id).execute();
  }

  await withId(db.schema.createTable('consultant_expertise'), engine)
    .addColumn('consultant_id', 'integer', (c) =>
      c.notNull().references('consultants.id').onDelete('cascade'),
    )
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('level', 'text', (c) => c.notNull().defaultTo('Intermediate'))
    .addColumn('years_of_experience', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await index(db, 'consultant_expertise_consultant', 'consultant_expertise', ['consultant_id']);
}

async function projects(db: Kysely<any>, engine: Engine): Promise<void> {
  const project = texts(
    withId(db.schema.createTable('projects'), engine).addColumn('name', 'text', (c) => c.notNull()),
    ['description'],
  )
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('Pending'))
    .addColumn('customer_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('service_id', 'integer', (c) => c.references('services.id').onDelete('set null'))
    .addColumn('budget', 'text')
    .addColumn('currency', 'text', (c) => c.notNull().defaultTo('TRY'))
    .addColumn('start_date', 'text')
    .addColumn('end_date', 'text');
  await timestamps(flag(project, 'is_available_for_application', 0)).execute();
  await index(db, 'projects_customer', 'projects', ['customer_id']);

  await flag(
    withId(db.schema.createTable('project_consultants'), engine)
      .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id').onDelete('cascade'))
      .addColumn('consultant_id', 'integer', (c) =>
        c.notNull().references('consultants.id').onDelete('cascade'),
      ),
    'is_leader',
    0,
  )
    .addColumn('assigned_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('project_consultants_unique', ['project_id', 'consultant_id'])
    .execute();
  await index(db, 'project_consultants_consultant', 'project_consultants', ['consultant_id']);

  await texts(
    withId(db.schema.createTable('project_history'), engine).addColumn('project_id', 'integer', (c) =>
      c.notNull().references('projects.id').onDelete('cascade'),
    ),
    ['action', 'details'],
  )
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('user_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await index(db, 'project_history_project', 'project_history', ['project_id', 'created_at']);
}

async function projectRequests(db: Kysely<any>, engine: Engine): Promise<void> {
  let table = withId(db.schema.createTable('project_requests'), engine)
    .addColumn('request_title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('service_id', 'integer', (c) => c.references('services.id').onDelete('set null'))
    .addColumn('budget', 'text')
    .addColumn('currency', 'text', (c) => c.notNull().defaultTo('TRY'))
    .addColumn('desired_start_date', 'text');
  table = texts(table, ['contact_name', 'email', 'phone_number', 'company'])
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('Pending'));
  table = text(table, 'admin_notes').addColumn('project_id', 'integer', (c) =>
    c.references('projects.id').onDelete('set null'),
  );
  await timestamps(table).execute();
  await index(db, 'project_requests_status_created', 'project_requests', ['status', 'created_at']);
  await index(db, 'project_requests_user', 'project_requests', ['user_id']);
  await index(db, 'project_requests_email', 'project_requests', ['email']);
}

async function up(db: Kysely<any>, engine: Engine): Promise<void> {
  await services(db, engine);
  await siteContent(db, engine);
  await consultants(db, engine);
  await projects(db, engine);
  await projectRequests(db, engine);
}

async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'project_requests',
    'project_history',
    'project_consultants',
    'projects',
    'consultant_expertise',
    'currencies',
    'homepage_info',
    'about_us_images',
    'about_us',
    'service_benefits',
    'service_features',
    'services',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
  await db.schema.dropIndex('consultants_slug_unique').ifExists().execute();
  await db.schema.alterTable('consultants').dropColumn('slug').execute();
}

export const content = (engine: Engine): Migration => ({
  up: (db) => up(db, engine),
  down: (db) => down(db),
});
