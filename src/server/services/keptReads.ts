import type { Kysely } from 'kysely';
import { knownVersionsOf } from '../db/knownVersions';
import type { Database } from '../db/types';
import { VersionedCache } from '../lib/versionedCache';

// The one seam where a service reads through what this process keeps (decisions 026 and 029): a
// value is kept under the version of the data behind it, a counter the database raises in the same
// transaction as every write to that data, and is reused until the counter moves. Repositories stay
// plain SQL; a service names what it keeps, under which counter, and how to read it afresh.

/** One kind of kept value: its name and how many a process keeps, least recently used out. */
export interface KeptKind {
  name: string;
  capacity: number;
}

const kept = new WeakMap<Kysely<Database>, Map<string, VersionedCache<unknown>>>();

function cacheOf<T>(db: Kysely<Database>, kind: KeptKind): VersionedCache<T> {
  let byName = kept.get(db);
  if (!byName) kept.set(db, (byName = new Map()));
  let cache = byName.get(kind.name);
  if (!cache) byName.set(kind.name, (cache = new VersionedCache(kind.capacity)));
  return cache as VersionedCache<T>;
}

/**
 * The value of `read` for `key`, kept while the process knows the database's counters
 * (db/knownVersions.ts: announced on PostgreSQL, read once per turn of the event loop on SQLite) and
 * `version` still gives what it gave. Without known counters, or without a counter (null), it reads.
 * `version` is asked before the data, so a kept value is never older than its version.
 */
export async function keptRead<T>(
  db: Kysely<Database>,
  kind: KeptKind,
  key: string,
  version: () => Promise<string | null>,
  read: () => Promise<T>,
): Promise<T> {
  if (!knownVersionsOf(db)?.live) return read();
  const current = await version();
  if (current === null) return read();
  return cacheOf<T>(db, kind).get(key, current, read);
}

/** How many values of a kind the process keeps now (for the tests and the benchmarks). */
export function keptCount(db: Kysely<Database>, kind: KeptKind): number {
  return kept.get(db)?.get(kind.name)?.count ?? 0;
}
