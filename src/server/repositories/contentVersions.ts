import type { CompiledQuery, Kysely } from 'kysely';
import { directRead } from '../db/directReads';
import { currentVersions } from '../db/knownVersions';
import type { Database } from '../db/types';

/** The kept answers whose data the database versions (migrations 012, 013 and 016). */
export type ContentVersionName =
  'consultants' | 'projects' | 'services' | 'siteSettings' | 'homepage' | 'aboutUs' | 'tokenHolders';

type VersionQuery = CompiledQuery<{ version: number | string }>;

/**
 * The counter's query, built and compiled once per database and run as a statement prepared once
 * (db/directReads.ts): it runs before every kept answer, and building a query, or handing it through
 * Kysely's driver, costs more than running this one on SQLite.
 */
const compiled = new WeakMap<Kysely<Database>, Map<ContentVersionName, VersionQuery>>();

function versionQuery(db: Kysely<Database>, name: ContentVersionName): VersionQuery {
  let queries = compiled.get(db);
  if (!queries) compiled.set(db, (queries = new Map()));
  let query = queries.get(name);
  if (!query) {
    query = db.selectFrom('content_versions').select('version').where('name', '=', name).compile();
    queries.set(name, query);
  }
  return query;
}

/**
 * The current version of the data behind a kept answer, as text (a bigint reads as a string on
 * PostgreSQL); null when the counter is missing, so that nothing is kept.
 */
export async function contentVersion(db: Kysely<Database>, name: ContentVersionName): Promise<string | null> {
  // What the process knows of the counters (db/knownVersions.ts), else the database.
  const [version] = await currentVersions(db, 'content_versions', [name], async () => {
    const rows = await directRead(db, versionQuery(db, name));
    return [rows[0] && String(rows[0].version)];
  });
  return version ?? null;
}
