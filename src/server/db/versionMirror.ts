import type { Kysely } from 'kysely';
import { Client, type ClientConfig, type Notification } from 'pg';
import {
  registerKnownVersions,
  versionKey as key,
  type KnownVersions,
  type VersionTable,
} from './knownVersions';
import type { Database } from './types';

/** The channel of migration 015's trigger. */
const CHANNEL = 'kept_versions';
const RECONNECT_MS = 1000;

interface Log {
  warn(details: object, message: string): void;
  info(details: object, message: string): void;
}

/**
 * The kept answers' counters of a PostgreSQL database, held in memory by one process
 * (docs/decisions/029-version-mirror.md). A connection of its own listens to the announcements of
 * migration 015; a counter the process has not heard of is read from the database once and kept,
 * through a ticket taken before the read, so that a read begun before the listening did cannot hide a
 * later change. Counters only grow, so an announcement and a read are merged by keeping the larger.
 * While the connection is down nothing is known and every caller reads the database, as without a
 * mirror; it reconnects by itself.
 */
export class VersionMirror implements KnownVersions {
  private client: Client | null = null;
  private schema = '';
  private readonly versions = new Map<string, bigint>();
  /** Raised at every (re)connection: a ticket from before it is refused. */
  private generation = 0;
  private closed = false;
  private retry: NodeJS.Timeout | null = null;

  /** The count of this process's writes the mirror has caught up with, and the catching up under way. */
  private caughtUp = 0;
  private catching: { upTo: number; done: Promise<void> } | null = null;
  /** The listening connection's last `select 1`: the next waits for it (one query at a time). */
  private settling: Promise<void> = Promise.resolve();

  constructor(
    private readonly config: ClientConfig,
    private readonly log: Log,
    /** How many writing statements this process has completed (db/writeCounter.ts). */
    private readonly writes: () => number = () => 0,
  ) {}

  /** True while the process listens: known counters are current. */
  get live(): boolean {
    return this.client !== null;
  }

  /** The listening connection's server process, as pg_stat_activity shows it; null while down. */
  get backendPid(): number | null {
    return (this.client as (Client & { processID?: number }) | null)?.processID ?? null;
  }

  start(): Promise<void> {
    return this.connect();
  }

  /** The counter as the mirror knows it, or undefined when the database must be read. */
  get(table: VersionTable, name: string): string | undefined {
    if (!this.client) return undefined;
    return this.versions.get(key(table, name))?.toString();
  }

  /** Taken before reading a counter from the database; null while nothing can be kept. */
  ticket(): number | null {
    return this.client ? this.generation : null;
  }

  /** Keeps a counter read from the database under a ticket taken before the read began. */
  remember(ticket: number | null, table: VersionTable, name: string, version: string): void {
    if (ticket === null || ticket !== this.generation || !this.client) return;
    this.merge(key(table, name), version);
  }

  /**
   * Undefined when every write this process has completed is already heard of; else a promise that
   * resolves once it is. Called before a counter is looked up, so that a read after a write here sees
   * the write (a write of another process shows once announced, within milliseconds).
   */
  catchUp(): Promise<void> | undefined {
    const upTo = this.writes();
    if (upTo <= this.caughtUp || !this.client) return undefined;
    if (this.catching && this.catching.upTo >= upTo) return this.catching.done;
    const done = this.settle().then(() => {
      this.caughtUp = Math.max(this.caughtUp, upTo);
      if (this.catching?.done === done) this.catching = null;
    });
    this.catching = { upTo, done };
    return done;
  }

  /**
   * Resolves once every announcement made before the call has been applied: PostgreSQL sends a
   * listening connection its pending announcements before the answer to its next query.
   */
  async settle(): Promise<void> {
    const client = this.client;
    if (!client) return;
    // A connection asked while it answers another query queues it itself, which pg 9 will refuse.
    const settled = this.settling.then(() =>
      client.query('select 1').then(
        () => undefined,
        // The connection is dropping: nothing is known until it is back.
        () => undefined,
      ),
    );
    this.settling = settled;
    await settled;
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retry) clearTimeout(this.retry);
    const client = this.client;
    this.forget();
    await client?.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    if (this.closed) return;
    // Named, so that an operator (or a test) can tell it from the pool's connections.
    const client = new Client({ ...this.config, application_name: 'kept-versions' });
    client.on('notification', (message) => this.announced(message));
    client.on('error', (error) => this.dropped(client, error));
    client.on('end', () => this.dropped(client));
    try {
      await client.connect();
      const { rows } = await client.query<{ schema: string }>('select current_schema() as schema');
      this.schema = rows[0]?.schema ?? 'public';
      await client.query(`listen ${CHANNEL}`);
      if (this.closed) {
        await client.end();
        return;
      }
      this.versions.clear();
      this.generation += 1;
      this.client = client;
    } catch (error) {
      this.dropped(client, error);
    }
  }

  private announced({ channel, payload }: Notification): void {
    if (channel !== CHANNEL || !payload) return;
    const [schema, table, name, version] = payload.split('\t');
    if (schema !== this.schema || name === undefined || version === undefined) return;
    this.merge(key(table as VersionTable, name), version);
  }

  private merge(at: string, version: string): void {
    let value: bigint;
    try {
      value = BigInt(version);
    } catch {
      return;
    }
    const known = this.versions.get(at);
    if (known === undefined || value > known) this.versions.set(at, value);
  }

  private forget(): void {
    this.client = null;
    this.versions.clear();
    this.generation += 1;
  }

  private dropped(client: Client, error?: unknown): void {
    const wasLive = this.client === client;
    if (wasLive) this.forget();
    client.removeAllListeners('end');
    client.end().catch(() => undefined);
    if (this.closed || this.retry) return;
    if (wasLive) {
      this.log.warn(
        { err: error },
        'The kept answers read their versions from the database until it listens again',
      );
    }
    this.retry = setTimeout(() => {
      this.retry = null;
      void this.connect();
    }, RECONNECT_MS);
    this.retry.unref();
  }
}

const mirrors = new WeakMap<Kysely<Database>, VersionMirror>();

/** Called by the app on PostgreSQL: the counters of `db` are kept by `mirror`. */
export function registerVersionMirror(db: Kysely<Database>, mirror: VersionMirror): void {
  mirrors.set(db, mirror);
  registerKnownVersions(db, mirror);
}

/** The mirror of `db`'s counters, when it has one (PostgreSQL, in a running app). */
export function versionMirrorOf(db: Kysely<Database>): VersionMirror | undefined {
  return mirrors.get(db);
}
