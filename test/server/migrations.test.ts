import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { createDb } from '@server/db/createDb';
import { exercise } from '@test/server/migrationChecks';

describe('migrations on SQLite', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'srv-migrate-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('create every table once, in WAL mode with foreign keys on', async () => {
    const file = path.join(dir, 'nested', 'app.db');
    await exercise({ kind: 'sqlite', file });
    const db = createDb({ kind: 'sqlite', file });
    const { rows: mode } = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(db.db);
    const { rows: fk } = await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(db.db);
    expect(mode[0].journal_mode).toBe('wal');
    expect(fk[0].foreign_keys).toBe(1);
    await db.db.destroy();
  });

  it('work in memory', async () => {
    await exercise({ kind: 'sqlite', file: ':memory:' });
  });
});
