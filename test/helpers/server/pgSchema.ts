import { randomBytes } from 'node:crypto';
import { Client } from 'pg';

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
