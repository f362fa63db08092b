import { Client } from 'pg';
import { sql } from 'kysely';
import { createDb } from '@server/db/createDb';
import { VersionMirror, versionMirrorOf } from '@server/db/versionMirror';
import * as staticFiles from '@server/plugins/static';
import { SITE_DEFAULTS } from '@shared/siteDefaults';
import { eventually } from '@test/server/eventually';
import { connectBeside, postgresUrl } from '@test/server/pgSchema';
import { bearer, buildTestApp, type TestApp } from '@test/server/testApp';

// The module's exports as plain properties, so that a test can spy on one: compiled ES modules
// define them as getters that cannot be replaced.
jest.mock('@server/plugins/static', () => ({
  __esModule: true,
  ...jest.requireActual('@server/plugins/static'),
}));

// The kept answers' counters held in memory on PostgreSQL (db/versionMirror.ts, migration 015).

describe('the version mirror', () => {
  let t: TestApp;
  let admin: string;
  let schema: string;
  /** Another process's connection to the same database and schema. */
  let other: Client;

  beforeAll(async () => {
    t = await buildTestApp();
    admin = await t.tokenFor(1);
    ({ other, schema } = await connectBeside(t.app.db));
  });
  afterAll(async () => {
    await other.end();
    await t.close();
  });

  const siteName = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/sitesettings' })).json().siteName;
  const counter = async () =>
    String(
      (await other.query(`select version from content_versions where name = 'siteSettings'`)).rows[0].version,
    );

  it('asks its listening connection one query at a time, however many reads wait on it', async () => {
    // pg queues a query asked of a busy connection itself, which pg 9 will refuse.
    let busy = 0;
    let mostAtOnce = 0;
    const query = Client.prototype.query;
    const spy = jest.spyOn(Client.prototype, 'query').mockImplementation(function (
      this: Client,
      ...args: unknown[]
    ) {
      const result = (query as (...a: unknown[]) => unknown).apply(this, args);
      if (!(result instanceof Promise)) return result;
      busy += 1;
      mostAtOnce = Math.max(mostAtOnce, busy);
      return result.finally(() => (busy -= 1));
    } as typeof query);
    try {
      const mirror = versionMirrorOf(t.app.db)!;
      await Promise.all(Array.from({ length: 5 }, () => mirror.settle()));
    } finally {
      spy.mockRestore();
    }
    expect(mostAtOnce).toBe(1);
  });

  it('listens, and knows a counter once it has been read', async () => {
    const mirror = versionMirrorOf(t.app.db)!;
    expect(mirror.live).toBe(true);
    await siteName();
    expect(mirror.get('content_versions', 'siteSettings')).toBe(await counter());
  });

  it("hears another process's write, and the next read here shows it", async () => {
    await siteName();
    await other.query(`update site_settings set site_name = 'Written elsewhere'`);
    const mirror = versionMirrorOf(t.app.db)!;
    const written = await counter();
    await eventually(() => mirror.get('content_versions', 'siteSettings') === written);
    expect(await siteName()).toBe('Written elsewhere');
  });

  it('shows a write of this process to the next read at once, every time', async () => {
    for (let i = 0; i < 20; i += 1) {
      const put = await t.app.inject({
        method: 'PUT',
        url: '/api/sitesettings',
        headers: bearer(admin),
        payload: { ...SITE_DEFAULTS, siteName: `Round ${i}` },
      });
      expect(put.statusCode).toBe(200);
      expect(await siteName()).toBe(`Round ${i}`);
    }
  });

  it('shows a write of this process outside a request (a service, a worker) to the next read', async () => {
    for (let i = 0; i < 20; i += 1) {
      await sql`update site_settings set site_name = ${`Direct ${i}`}`.execute(t.app.db);
      expect(await siteName()).toBe(`Direct ${i}`);
    }
  });

  it("ignores another schema's announcements", async () => {
    const mirror = versionMirrorOf(t.app.db)!;
    await siteName();
    const before = mirror.get('content_versions', 'siteSettings');
    await other.query(`select pg_notify('kept_versions', $1)`, [
      `not_${schema}\tcontent_versions\tsiteSettings\t999999999`,
    ]);
    await mirror.settle();
    expect(mirror.get('content_versions', 'siteSettings')).toBe(before);
  });

  it('reads the database while it does not listen, and listens again by itself', async () => {
    const mirror = versionMirrorOf(t.app.db)!;
    const pid = mirror.backendPid;
    expect(pid).not.toBeNull();
    await other.query('select pg_terminate_backend($1)', [pid]);
    await eventually(() => !mirror.live);
    // A write made meanwhile is announced to nobody, and still shows.
    await other.query(`update site_settings set site_name = 'While deaf'`);
    expect(mirror.get('content_versions', 'siteSettings')).toBeUndefined();
    expect(await siteName()).toBe('While deaf');
    await eventually(() => mirror.live);
    await siteName();
    expect(mirror.get('content_versions', 'siteSettings')).toBe(await counter());
    await other.query(`update site_settings set site_name = 'Heard again'`);
    const written = await counter();
    await eventually(() => mirror.get('content_versions', 'siteSettings') === written);
    expect(await siteName()).toBe('Heard again');
  });

  it('counts a write of a transaction when it commits, not before, and a rolled back one never', async () => {
    const { db, writes } = createDb({ kind: 'postgres', url: postgresUrl()!, schema });
    try {
      const count = () => writes!.writes;
      const start = count();
      await sql`update site_settings set site_name = 'Plain'`.execute(db);
      expect(count()).toBe(start + 1);
      await db.selectFrom('site_settings').select('site_name').execute();
      expect(count()).toBe(start + 1);

      await db.transaction().execute(async (trx) => {
        await trx.updateTable('site_settings').set({ site_name: 'In a transaction' }).execute();
        await trx.updateTable('site_settings').set({ site_name: 'Still in it' }).execute();
        // Not yet visible to anyone else: a catch-up now must not count it as heard of.
        expect(count()).toBe(start + 1);
      });
      expect(count()).toBe(start + 2);

      await expect(
        db.transaction().execute(async (trx) => {
          await trx.updateTable('site_settings').set({ site_name: 'Undone' }).execute();
          throw new Error('undo');
        }),
      ).rejects.toThrow('undo');
      expect(count()).toBe(start + 2);

      await db.transaction().execute((trx) => trx.selectFrom('site_settings').select('site_name').execute());
      expect(count()).toBe(start + 2);
    } finally {
      await db.destroy();
    }
  });

  it("lets go of its listening connection when the app's start fails after it listens", async () => {
    const start = VersionMirror.prototype.start;
    const pids: number[] = [];
    const started = jest.spyOn(VersionMirror.prototype, 'start').mockImplementation(async function (
      this: VersionMirror,
    ) {
      await start.call(this);
      if (this.backendPid !== null) pids.push(this.backendPid);
    });
    const failing = jest.spyOn(staticFiles, 'registerStatic').mockRejectedValue(new Error('no client build'));
    try {
      await expect(buildTestApp()).rejects.toThrow('no client build');
      expect(pids).toHaveLength(1);
      const gone = async () =>
        (await other.query('select 1 from pg_stat_activity where pid = $1', [pids[0]])).rowCount === 0;
      await eventually(gone);
      expect(await gone()).toBe(true);
    } finally {
      started.mockRestore();
      failing.mockRestore();
    }
  });
});
