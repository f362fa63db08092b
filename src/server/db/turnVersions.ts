import type { KnownVersions, VersionTable } from './knownVersions';
import { versionKey } from './knownVersions';

/**
 * The kept answers' counters of a SQLite database, read once per turn of the event loop
 * (docs/decisions/029-version-mirror.md). A counter read in one turn serves every request handled
 * in that turn (under load, the requests that arrived together), and the counters are dropped once
 * the turn's callbacks are done. A write of this process (counted as it commits, db/writeCounter.ts)
 * makes the next read ask the database again at once; a write of another process on the same file
 * (a script) shows within a turn of the loop, as on PostgreSQL it shows once announced. Reading a
 * counter opens and closes a read transaction on the WAL database, several times the answer's own
 * work in the process: a quarter of a kept read's time under load (docs/performance.md#api).
 */
export class TurnVersions implements KnownVersions {
  private readonly versions = new Map<string, string>();
  /** Raised whenever the known counters are dropped: a ticket from before it is refused. */
  private generation = 0;
  private writesSeen: number;
  private dropping = false;

  constructor(
    /** How many writing statements this process has committed (db/writeCounter.ts). */
    private readonly writes: () => number,
  ) {
    this.writesSeen = writes();
  }

  readonly live = true;

  catchUp(): undefined {
    this.sync();
    return undefined;
  }

  get(table: VersionTable, name: string): string | undefined {
    this.sync();
    return this.versions.get(versionKey(table, name));
  }

  ticket(): number {
    this.sync();
    return this.generation;
  }

  remember(ticket: number | null, table: VersionTable, name: string, version: string): void {
    this.sync();
    if (ticket !== this.generation) return;
    this.versions.set(versionKey(table, name), version);
    if (this.dropping) return;
    // Dropped when this turn's callbacks are done: the next turn's requests read again.
    this.dropping = true;
    setImmediate(() => {
      this.dropping = false;
      this.drop();
    });
  }

  /** A write of this process since the counters were read makes them unknown. */
  private sync(): void {
    const writes = this.writes();
    if (writes === this.writesSeen) return;
    this.writesSeen = writes;
    this.drop();
  }

  private drop(): void {
    this.versions.clear();
    this.generation += 1;
  }
}
