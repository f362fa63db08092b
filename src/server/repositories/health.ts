import { sql, type CompiledQuery, type Kysely } from 'kysely';
import { directRead } from '../db/directReads';
import type { Database } from '../db/types';

/**
 * The trivial query, compiled once per database and prepared once (db/directReads.ts): building it
 * cost more than running it on SQLite.
 */
const pings = new WeakMap<Kysely<Database>, CompiledQuery>();

/** True when the database answers a trivial query. */
export async function pingDb(db: Kysely<Database>): Promise<boolean> {
  let ping = pings.get(db);
  if (!ping) pings.set(db, (ping = sql`select 1`.compile(db)));
  try {
    await directRead(db, ping);
    return true;
  } catch {
    return false;
  }
}
