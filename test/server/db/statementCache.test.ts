import SqliteDatabase from 'better-sqlite3';
import { sql } from 'kysely';
import { createDb } from '@server/db/createDb';
import { withStatementCache, type PreparingDatabase } from '@server/db/statementCache';

/** A database that only counts what it is asked to prepare. */
function countingDatabase() {
  const prepared: string[] = [];
  let busy = false;
  const database: PreparingDatabase = {
    prepare(text: string) {
      prepared.push(text);
      return {
        reader: true,
        get busy() {
          return busy;
        },
        all: () => [],
        run: () => ({ changes: 0, lastInsertRowid: 0 }),
        iterate: () => [][Symbol.iterator](),
      };
    },
    close: jest.fn(),
  };
  return {
    database,
    prepared,
    setBusy: (value: boolean) => {
      busy = value;
    },
  };
}

describe('the SQLite statement cache', () => {
  it('prepares each SQL text once and hands back the same statement', () => {
    const { database, prepared } = countingDatabase();
    const cached = withStatementCache(database);
    const first = cached.prepare('select 1');
    expect(cached.prepare('select 1')).toBe(first);
    cached.prepare('select 2');
    expect(prepared).toEqual(['select 1', 'select 2']);
  });

  it('is bounded, and drops the statement used longest ago', () => {
    const { database, prepared } = countingDatabase();
    const cached = withStatementCache(database, 2);
    cached.prepare('a');
    cached.prepare('b');
    cached.prepare('a'); // a is now the most recent
    cached.prepare('c'); // drops b
    cached.prepare('a');
    cached.prepare('b');
    expect(prepared).toEqual(['a', 'b', 'c', 'b']);
  });

  it('prepares anew while the cached statement is busy (an open stream)', () => {
    const { database, prepared, setBusy } = countingDatabase();
    const cached = withStatementCache(database);
    const first = cached.prepare('select 1');
    setBusy(true);
    expect(cached.prepare('select 1')).not.toBe(first);
    expect(prepared).toEqual(['select 1', 'select 1']);
  });

  it('closes the database', () => {
    const { database } = countingDatabase();
    withStatementCache(database).close();
    expect(database.close).toHaveBeenCalledTimes(1);
  });
});

describe('createDb on SQLite', () => {
  afterEach(() => jest.restoreAllMocks());

  it('runs a repeated query from one prepared statement, with each call its own parameters', async () => {
    const prepare = jest.spyOn(SqliteDatabase.prototype, 'prepare');
    const { db } = createDb({ kind: 'sqlite', file: ':memory:' });
    try {
      const query = (n: number) => sql<{ n: number }>`select ${n} + 1 as n`.execute(db);
      const answers = [];
      for (const n of [1, 2, 3]) answers.push((await query(n)).rows[0].n);
      expect(answers).toEqual([2, 3, 4]);
      const texts = prepare.mock.calls.map(([text]) => text).filter((text) => text.includes('+ 1 as n'));
      expect(texts).toHaveLength(1);
    } finally {
      await db.destroy();
    }
  });
});
