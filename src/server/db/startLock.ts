import { Client } from 'pg';
import type { DatabaseConfig } from '../config';
import { postgresClientConfig } from './createDb';

/**
 * Runs a process's start-up work on the database (migrations, seeding) while holding a PostgreSQL
 * advisory lock of the database's schema, so that server processes started together do it one at
 * a time: the first migrates and seeds, the others find it done (decision 032). The lock belongs to
 * a connection of its own and goes with it, also when the process dies. SQLite needs none: one
 * process has the file.
 */
export async function withStartLock<T>(database: DatabaseConfig, work: () => Promise<T>): Promise<T> {
  if (database.kind !== 'postgres') return work();
  const client = new Client(postgresClientConfig(database));
  await client.connect();
  try {
    await client.query("select pg_advisory_lock(hashtext('portal start ' || current_schema()))");
    return await work();
  } finally {
    await client.end().catch(() => undefined);
  }
}
