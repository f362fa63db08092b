import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { sql, type Kysely } from 'kysely';
import type { Database } from '@server/db/types';

const runUrl = (): string | undefined => {
  const url = process.env.DATABASE_URL;
  return url && /^postgres(ql)?:\/\//i.test(url) ? url : undefined;
};

/**
 * The PostgreSQL database of this jest worker, when the suite runs against PostgreSQL: the run's
 * database name with `_w` and the worker's number. Test files make and drop a schema per app; Kysely's
 * migrator reads every schema of its database, and failed when another worker dropped one meanwhile.
 * Created on first use (createSchema).
 */
export const postgresUrl = (): string | undefined => {
  const url = runUrl();
  if (!url) return undefined;
  const parsed = new URL(url);
  parsed.pathname = `${parsed.pathname.replace(/\/$/, '') || '/postgres'}_w${process.env.JEST_WORKER_ID ?? '1'}`;
  return parsed.toString();
};

async function withClient<T>(url: string, run: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

let workerDatabase: Promise<void> | undefined;

/** Creates this worker's database unless it exists. */
async function ensureWorkerDatabase(): Promise<void> {
  const name = decodeURIComponent(new URL(postgresUrl()!).pathname.slice(1));
  await withClient(runUrl()!, async (c) => {
    const { rowCount } = await c.query('select 1 from pg_database where datname = $1', [name]);
    if (rowCount) return;
    await c.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`).catch((error: { code?: string }) => {
      // Created meanwhile by another test file of this worker's.
      if (error.code !== '42P04') throw error;
    });
  });
}

/** A fresh schema per app: the apps of a worker's test files each have their own. */
export async function createSchema(url: string): Promise<string> {
  if (url === postgresUrl()) await (workerDatabase ??= ensureWorkerDatabase());
  const name = `test_${randomBytes(6).toString('hex')}`;
  await withClient(url, (c) => c.query(`CREATE SCHEMA "${name}"`));
  return name;
}

export async function dropSchema(url: string, name: string): Promise<void> {
  await withClient(url, (c) => c.query(`DROP SCHEMA IF EXISTS "${name}" CASCADE`));
}

/**
 * A connection of its own to the schema `db` works in, as another process's would be: its writes
 * reach the app only through the database. The caller ends it.
 */
export async function connectBeside(db: Kysely<Database>): Promise<{ other: Client; schema: string }> {
  const schema = (await sql<{ s: string }>`select current_schema() as s`.execute(db)).rows[0]!.s;
  const other = new Client({ connectionString: postgresUrl(), options: `-c search_path="${schema}"` });
  await other.connect();
  return { other, schema };
}
