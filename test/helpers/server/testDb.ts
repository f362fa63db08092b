import type { FastifyBaseLogger } from 'fastify';
import { Migrator } from 'kysely/migration';
import { createDb, migrateToLatest, type Db } from '@server/db/createDb';
import { migrationProvider } from '@server/db/migrations';
import { createSchema, dropSchema, postgresUrl } from './pgSchema';

export interface TestDb {
  /** The database of the running test (a fresh one per test). */
  readonly db: Db;
  /** Migrates to the step just before `name`, to test what that migration does to earlier rows. */
  migrateToBefore(name: string): Promise<void>;
}

/**
 * A fresh database per test, bare or migrated to the latest step: in-memory SQLite, or a schema of
 * its own on PostgreSQL when the run has `DATABASE_URL`.
 */
export function useTestDb({ migrated = true }: { migrated?: boolean } = {}): TestDb {
  const pgUrl = postgresUrl();
  let db: Db | undefined;
  let schema: string | undefined;

  beforeEach(async () => {
    schema = pgUrl ? await createSchema(pgUrl) : undefined;
    db = createDb(
      pgUrl && schema ? { kind: 'postgres', url: pgUrl, schema } : { kind: 'sqlite', file: ':memory:' },
    );
    if (migrated) await migrateToLatest(db);
  });
  afterEach(async () => {
    await db?.db.destroy();
    if (pgUrl && schema) await dropSchema(pgUrl, schema);
  });

  const current = (): Db => {
    if (!db) throw new Error('The test database exists only inside a test.');
    return db;
  };
  return {
    get db() {
      return current();
    },
    async migrateToBefore(name) {
      const { engine, db: kysely } = current();
      const provider = migrationProvider(engine);
      const names = Object.keys(await provider.getMigrations()).sort();
      const index = names.indexOf(name);
      if (index < 1) throw new Error(`No migration before ${name}`);
      const migrator = new Migrator({ db: kysely, provider, migrationTableSchema: schema });
      const { error } = await migrator.migrateTo(names[index - 1]);
      if (error) throw error;
    },
  };
}

const quiet = () => undefined;

/** A logger that says nothing, for units that take one. */
export const silentLogger = {
  level: 'silent',
  info: quiet,
  warn: quiet,
  error: quiet,
  debug: quiet,
  trace: quiet,
  fatal: quiet,
  child: () => silentLogger,
} as unknown as FastifyBaseLogger;
