import type { Client } from 'pg';
import { versionMirrorOf } from '@server/db/versionMirror';
import { eventually } from '@test/server/eventually';
import { connectBeside } from '@test/server/pgSchema';
import { buildTestApp, type TestApp } from '@test/server/testApp';
import { caller, event, person, type Person } from './fixtures';

// Marking a notification read, kept under the viewer's notification counters on PostgreSQL
// (services/notifications/inbox.ts `markOneRead`, migration 014, db/versionMirror.ts).

describe('marking read, kept while nothing behind it changes', () => {
  let t: TestApp;
  /** Another process's connection to the same database and schema. */
  let other: Client;
  let reader: Person;

  beforeAll(async () => {
    t = await buildTestApp();
    ({ other } = await connectBeside(t.app.db));
    reader = await person(t, 3);
  });
  afterAll(async () => {
    await other.end();
    await t.close();
  });

  const markRead = async (id: number) =>
    (await caller(t, reader).call('POST', `/mark-read/${id}`)).statusCode;
  const userCounter = async () =>
    String(
      (await other.query(`select version from notification_versions where name = $1`, [`user ${reader.id}`]))
        .rows[0]?.version ?? 0,
    );
  const heard = async () => {
    const written = await userCounter();
    await eventually(
      () => versionMirrorOf(t.app.db)!.get('notification_versions', `user ${reader.id}`) === written,
    );
  };

  async function ownNotification(type: string): Promise<number> {
    await t.app.notifier.notify(event({ type, toAdmins: false, toUserIds: [reader.id] }));
    const rows = (await caller(t, reader).get('/all?includeRead=true')) as { id: number; type: string }[];
    return rows.find((row) => row.type === type)!.id;
  }

  it('answers again from what it kept: a change made with the triggers off is not seen', async () => {
    const id = await ownNotification('kept_created');
    expect(await markRead(id)).toBe(204);
    expect(await markRead(id)).toBe(204);
    // Triggers do not run for a replica session: no counter moves, so the kept outcome is used.
    await other.query(`set session_replication_role = replica`);
    try {
      await other.query(`delete from notifications where id = $1`, [id]);
    } finally {
      await other.query(`set session_replication_role = origin`);
    }
    expect(await markRead(id)).toBe(204);
    // Any announced change of the reader's notifications makes the next mark read ask again.
    await other.query(
      `insert into notification_settings (user_id, family, in_app, email) values ($1, 'system', 1, 0)
       on conflict (user_id, family) do update set in_app = excluded.in_app`,
      [reader.id],
    );
    await heard();
    expect(await markRead(id)).toBe(404);
  });

  it("sees another process's hiding and this process's new notification at once", async () => {
    const hidden = await ownNotification('hidden_created');
    expect(await markRead(hidden)).toBe(204);
    await other.query(
      `insert into notification_hidden (notification_id, user_id, hidden_at) values ($1, $2, $3)`,
      [hidden, reader.id, new Date().toISOString()],
    );
    await heard();
    expect(await markRead(hidden)).toBe(404);

    // Unknown until it is written, then readable by the next request of the same process.
    expect(await markRead(hidden + 1000)).toBe(404);
    const fresh = await ownNotification('fresh_created');
    expect(await markRead(fresh)).toBe(204);
    const unread = (await caller(t, reader).get('/all')) as { id: number }[];
    expect(unread.some((row) => row.id === fresh)).toBe(false);
  });
});
