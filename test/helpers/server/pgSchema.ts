import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { sql, type Kysely } from 'kysely';
import type { Database } from '@server/db/types';

/** The PostgreSQL URL of the run, when the suite runs against PostgreSQL. */
export const postgresUrl = (): string | undefined => {
  const url = process.env.DATABASE_URL;
  return url && /^postgres(ql)?:\/\//i.test(url) ? url : undefined;
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

/** A fresh schema per app, so that test files can run in parallel on one database. */
export async function createSchema(url: string): Promise<string> {
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
