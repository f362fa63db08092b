import type { Kysely } from 'kysely';
import type { Database } from './types';

/** The counter tables behind the kept answers (migrations 012–016). */
export type VersionTable = 'content_versions' | 'notification_versions';

/**
 * The kept answers' counters as a process knows them without asking the database: on PostgreSQL
 * the counters the database has announced (db/versionMirror.ts), on SQLite those read in the current
 * turn of the event loop (db/turnVersions.ts). A reader calls `catchUp` first, so that it sees this
 * process's own writes, then `get`; a counter it had to read is handed back with `remember`, under a
 * `ticket` taken before the read, so that a read begun before a change cannot hide it.
 */
export interface KnownVersions {
  /** True while known counters are current: answers may be kept under them across requests. */
  readonly live: boolean;
  /** Undefined when every write of this process is accounted for; else a promise that resolves once it is. */
  catchUp(): Promise<void> | undefined;
  /** The counter, or undefined when the database must be read. */
  get(table: VersionTable, name: string): string | undefined;
  /** Taken before reading a counter from the database; null while nothing can be kept. */
  ticket(): number | null;
  /** Keeps a counter read from the database under a ticket taken before the read began. */
  remember(ticket: number | null, table: VersionTable, name: string, version: string): void;
}

export const versionKey = (table: VersionTable, name: string): string => `${table}\t${name}`;

const known = new WeakMap<Kysely<Database>, KnownVersions>();

/** Called by the app: the counters of `db` are known through `versions`. */
export function registerKnownVersions(db: Kysely<Database>, versions: KnownVersions): void {
  known.set(db, versions);
}

/** What the process knows of `db`'s counters; undefined outside a running app (every read asks). */
export function knownVersionsOf(db: Kysely<Database>): KnownVersions | undefined {
  return known.get(db);
}

/**
 * The counters `names` of `table` as the process knows them, else read with `read` (a version per
 * name, in order; undefined where there is no counter) and handed back under a ticket taken before
 * the read. A read after a write of this process waits until that write is accounted for.
 */
export async function currentVersions(
  db: Kysely<Database>,
  table: VersionTable,
  names: readonly string[],
  read: () => Promise<ReadonlyArray<string | undefined>>,
): Promise<ReadonlyArray<string | undefined>> {
  const versions = known.get(db);
  const catching = versions?.catchUp();
  if (catching) await catching;
  const kept = names.map((name) => versions?.get(table, name));
  if (kept.every((version) => version !== undefined)) return kept;
  const ticket = versions?.ticket() ?? null;
  const fromDatabase = await read();
  names.forEach((name, i) => {
    const version = fromDatabase[i];
    if (version !== undefined) versions?.remember(ticket, table, name, version);
  });
  return fromDatabase;
}
