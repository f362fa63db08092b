import { chmodSync, existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createDb, migrateToLatest } from '@server/db/createDb';
import { bearer, buildTestApp } from '@test/server/testApp';
import { multipartBody } from '@test/server/multipart';
import { PNG } from './content/support';

const modeOf = (file: string) => statSync(file).mode & 0o777;

// app.db and the uploads were created world-readable: anyone with a shell on the host could read
// password hashes, queued mail and every uploaded file.
describe('file modes of the data folder', () => {
  let root: string;
  let umask: number;
  beforeAll(() => {
    root = mkdtempSync(path.join(os.tmpdir(), 'srv-modes-'));
    // The most permissive umask: the modes must not depend on the one the server is started with.
    umask = process.umask(0);
  });
  afterAll(() => {
    process.umask(umask);
    rmSync(root, { recursive: true, force: true });
  });

  it('creates the SQLite database, its WAL and shared-memory files and its folder for the owner only', async () => {
    const dir = path.join(root, 'data');
    const file = path.join(dir, 'app.db');
    const db = createDb({ kind: 'sqlite', file });
    try {
      await migrateToLatest(db);
      expect(modeOf(dir)).toBe(0o700);
      for (const name of ['app.db', 'app.db-wal', 'app.db-shm']) {
        expect(existsSync(path.join(dir, name))).toBe(true);
        expect([name, modeOf(path.join(dir, name))]).toEqual([name, 0o600]);
      }
    } finally {
      await db.db.destroy();
    }
  });

  it('tightens an existing database file that was readable by others', async () => {
    const file = path.join(root, 'old', 'app.db');
    const first = createDb({ kind: 'sqlite', file });
    await migrateToLatest(first);
    await first.db.destroy();
    chmodSync(file, 0o644);
    const again = createDb({ kind: 'sqlite', file });
    await again.db.destroy();
    expect(modeOf(file)).toBe(0o600);
  });

  it('stores uploads in owner-only folders and files', async () => {
    const t = await buildTestApp({ dataDir: path.join(root, 'app-data') });
    try {
      const user = await t.createUser();
      const token = await t.login(user.email, user.password);
      const { body, contentType } = multipartBody('photo', 'me.png', PNG);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/Manage/upload-photo',
        headers: { ...bearer(token), 'content-type': contentType },
        payload: body,
      });
      expect(res.statusCode).toBe(200);
      const uploads = path.join(t.config.dataDir, 'uploads');
      expect(modeOf(uploads)).toBe(0o700);
      expect(modeOf(path.join(uploads, 'photos'))).toBe(0o700);
      expect(modeOf(path.join(t.config.dataDir, res.json().photo))).toBe(0o600);
      // The server itself still serves the file.
      expect((await t.app.inject({ method: 'GET', url: res.json().photo })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
