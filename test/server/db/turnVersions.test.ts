import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import * as directReads from '@server/db/directReads';
import { knownVersionsOf } from '@server/db/knownVersions';
import { TurnVersions } from '@server/db/turnVersions';
import { contentVersion } from '@server/repositories/contentVersions';
import { bearer, buildTestApp, type TestApp } from '@test/server/testApp';

// The module's exports as plain properties, so that a test can spy on one: compiled ES modules
// define them as getters that cannot be replaced.
jest.mock('@server/db/directReads', () => ({
  __esModule: true,
  ...jest.requireActual('@server/db/directReads'),
}));

// The kept answers' counters of a SQLite database, read once per turn of the event loop
// (db/turnVersions.ts).

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('counters read once per turn', () => {
  let writes = 0;
  let versions: TurnVersions;
  beforeEach(() => {
    writes = 0;
    versions = new TurnVersions(() => writes);
  });

  it('keeps a counter read in this turn until the turn is done', async () => {
    const ticket = versions.ticket();
    versions.remember(ticket, 'content_versions', 'services', '7');
    expect(versions.get('content_versions', 'services')).toBe('7');
    expect(versions.get('content_versions', 'homepage')).toBeUndefined();
    expect(versions.get('notification_versions', 'services')).toBeUndefined();
    await Promise.resolve();
    expect(versions.get('content_versions', 'services')).toBe('7');
    await nextTurn();
    expect(versions.get('content_versions', 'services')).toBeUndefined();
  });

  it('forgets at once what a write of this process may have changed', () => {
    versions.remember(versions.ticket(), 'content_versions', 'services', '7');
    writes += 1;
    expect(versions.catchUp()).toBeUndefined();
    expect(versions.get('content_versions', 'services')).toBeUndefined();
  });

  it('refuses a counter whose read began before a write or before the turn ended', async () => {
    const beforeWrite = versions.ticket();
    writes += 1;
    versions.remember(beforeWrite, 'content_versions', 'services', '7');
    expect(versions.get('content_versions', 'services')).toBeUndefined();

    // A turn ends only once something was kept in it.
    versions.remember(versions.ticket(), 'content_versions', 'homepage', '1');
    const beforeTurn = versions.ticket();
    await nextTurn();
    versions.remember(beforeTurn, 'content_versions', 'services', '8');
    expect(versions.get('content_versions', 'services')).toBeUndefined();
  });
});

describe('kept answers on SQLite', () => {
  let t: TestApp;
  let dir: string;
  /** Another process's connection to the same file. */
  let other: Database.Database;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'turn-versions-'));
    const file = path.join(dir, 'app.db');
    t = await buildTestApp({ database: { kind: 'sqlite', file } });
    other = new Database(file);
  });
  afterAll(async () => {
    other.close();
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const siteName = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/sitesettings' })).json().siteName as string;

  it('reads a counter once for the requests of one turn', async () => {
    expect(knownVersionsOf(t.app.db)).toBeInstanceOf(TurnVersions);
    await nextTurn();
    const reads = jest.spyOn(directReads, 'directRead');
    try {
      const first = await contentVersion(t.app.db, 'services');
      expect(await contentVersion(t.app.db, 'services')).toBe(first);
      expect(reads).toHaveBeenCalledTimes(1);
      await nextTurn();
      await contentVersion(t.app.db, 'services');
      expect(reads).toHaveBeenCalledTimes(2);
    } finally {
      reads.mockRestore();
    }
  });

  it("shows another process's write from the next turn", async () => {
    const before = await siteName();
    other.prepare(`update site_settings set site_name = ?`).run(`${before} (renamed by a script)`);
    await nextTurn();
    expect(await siteName()).toBe(`${before} (renamed by a script)`);
  });

  it("shows this process's write to the next request, in the same turn", async () => {
    const admin = await t.tokenFor(1);
    await siteName();
    const settings = (await t.app.inject({ method: 'GET', url: '/api/sitesettings' })).json();
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/sitesettings',
      headers: bearer(admin),
      payload: { ...settings, siteName: 'Renamed in this process' },
    });
    expect(saved.statusCode).toBe(200);
    expect(await siteName()).toBe('Renamed in this process');
  });
});
