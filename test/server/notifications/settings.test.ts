import { settingsPatchErrors } from '@server/services/notifications/settings';
import { NOTIFICATION_FAMILIES } from '@shared/contracts/notifications';
import { buildTestApp, type TestApp } from '@test/server/testApp';
import { failingTransport } from '../mail/transports';
import { caller, event, person } from './fixtures';

describe('notification settings', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('starts from the defaults: every family in-app on, e-mail off, no digest', async () => {
    const u = await person(t, 3);
    const settings = await caller(t, u).get('/settings');
    expect(Object.keys(settings.families).sort()).toEqual([...NOTIFICATION_FAMILIES].sort());
    for (const family of NOTIFICATION_FAMILIES)
      expect(settings.families[family]).toEqual({ inApp: true, email: false });
    expect(settings.emailDigest).toBe('off');
  });

  it('changes only what a patch names and answers the full settings', async () => {
    const u = await person(t, 3);
    const c = caller(t, u);
    let res = await c.call('PATCH', '/settings', { families: { tasks: { email: true } } });
    expect(res.statusCode).toBe(200);
    expect(res.json().families.tasks).toEqual({ inApp: true, email: true });
    res = await c.call('PATCH', '/settings', { families: { tasks: { inApp: false } }, emailDigest: 'daily' });
    expect(res.json().families.tasks).toEqual({ inApp: false, email: true });
    expect(res.json().emailDigest).toBe('daily');
    expect(res.json().families.projects).toEqual({ inApp: true, email: false });
    expect(await c.get('/settings')).toEqual(res.json());
  });

  it.each([
    [
      { families: { unknownFamily: { inApp: false } } },
      'families.unknownFamily',
      "Unknown notification family 'unknownFamily'.",
    ],
    [{ families: { tasks: { inApp: 'false' } } }, 'families.tasks.inApp', 'Must be true or false.'],
    [{ families: { tasks: { inApp: 1 } } }, 'families.tasks.inApp', 'Must be true or false.'],
    [{ families: { tasks: { push: true } } }, 'families.tasks.push', "Unknown setting 'push'."],
    [{ families: { tasks: true } }, 'families.tasks', 'A family setting must be an object.'],
    [{ families: [] }, 'families', 'Families must be an object.'],
    [{ emailDigest: 'weekly' }, 'emailDigest', "Email digest must be 'off' or 'daily'."],
    [{ colour: 'blue' }, 'colour', "Unknown setting 'colour'."],
  ])('refuses %j with 400', async (payload, field, message) => {
    const u = await person(t, 3);
    const res = await caller(t, u).call('PATCH', '/settings', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message, errors: [{ field, message }] });
    expect((await caller(t, u).get('/settings')).families.tasks).toEqual({ inApp: true, email: false });
  });

  it('names every mistake of a patch, and a patch that is not an object', () => {
    expect(
      settingsPatchErrors({
        colour: 'blue',
        emailDigest: 'hourly',
        families: { tasks: { inApp: 'yes', push: true }, nope: {}, users: { email: false } },
      }),
    ).toEqual([
      { field: 'colour', message: "Unknown setting 'colour'." },
      { field: 'emailDigest', message: "Email digest must be 'off' or 'daily'." },
      { field: 'families.tasks.inApp', message: 'Must be true or false.' },
      { field: 'families.tasks.push', message: "Unknown setting 'push'." },
      { field: 'families.nope', message: "Unknown notification family 'nope'." },
    ]);
    for (const body of [null, 'x', [], 3]) {
      expect(settingsPatchErrors(body)).toEqual([{ field: 'body', message: 'Settings must be an object.' }]);
    }
    expect(
      settingsPatchErrors({ emailDigest: 'daily', families: { tasks: { inApp: false, email: true } } }),
    ).toEqual([]);
    expect(settingsPatchErrors({})).toEqual([]);
  });

  it('stores nothing for a user who switched the family off in the app', async () => {
    const on = await person(t, 3);
    const off = await person(t, 3);
    await caller(t, off).call('PATCH', '/settings', { families: { projects: { inApp: false } } });
    await t.app.notifier.notify(event({ toAdmins: false, toUserIds: [on.id, off.id] }));
    await t.app.notifier.notify(
      event({ family: 'tasks', type: 'task_created', toAdmins: false, toUserIds: [off.id] }),
    );
    const rows = await t.app.db
      .selectFrom('notifications')
      .select(['user_id', 'type'])
      .where('user_id', 'in', [on.id, off.id])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { user_id: on.id, type: 'project_created' },
      { user_id: off.id, type: 'task_created' },
    ]);
  });

  it('filters shared rows per user when reading', async () => {
    const muted = await person(t, 1);
    const other = await person(t, 1);
    await caller(t, muted).call('PATCH', '/settings', { families: { services: { inApp: false } } });
    await t.app.notifier.notify(event({ family: 'services', type: 'service_updated' }));
    const types = async (who: typeof muted) =>
      ((await caller(t, who).get('/admin')) as Array<{ type: string }>).map((n) => n.type);
    expect(await types(muted)).not.toContain('service_updated');
    expect(await types(other)).toContain('service_updated');
  });

  it('treats a shared row of a switched-off family as absent when marking it read', async () => {
    const muted = await person(t, 1);
    const other = await person(t, 1);
    await caller(t, muted).call('PATCH', '/settings', { families: { services: { inApp: false } } });
    await t.app.notifier.notify(event({ family: 'services', type: 'service_updated' }));
    const [row] = (await caller(t, other).get('/admin')) as Array<{ id: number; type: string }>;
    expect(row!.type).toBe('service_updated');
    expect((await caller(t, muted).call('POST', `/mark-read/${row!.id}`)).statusCode).toBe(404);
    expect((await caller(t, other).call('POST', `/mark-read/${row!.id}`)).statusCode).toBe(204);
    // Marking it again changes nothing and still answers 204.
    expect((await caller(t, other).call('POST', `/mark-read/${row!.id}`)).statusCode).toBe(204);
    const reads = await t.app.db
      .selectFrom('notification_reads')
      .select('user_id')
      .where('notification_id', '=', row!.id)
      .execute();
    expect(reads).toEqual([{ user_id: other.id }]);
    // Switched on again, the row shows to the muted user, unread.
    await caller(t, muted).call('PATCH', '/settings', { families: { services: { inApp: true } } });
    const shown = (await caller(t, muted).get('/admin?includeRead=true')) as Array<{
      id: number;
      isRead: boolean;
    }>;
    expect(shown.find((n) => n.id === row!.id)).toMatchObject({ isRead: false });
  });

  it('mails users with e-mail on (unless they take the daily digest)', async () => {
    const mailed = await t.createUser({ roleId: 3 });
    const digest = await t.createUser({ roleId: 3 });
    const quiet = await t.createUser({ roleId: 3 });
    const signIn = async (u: typeof mailed) => ({ id: u.id, token: await t.login(u.email, u.password) });
    await caller(t, await signIn(mailed)).call('PATCH', '/settings', {
      families: { projects: { email: true, inApp: false } },
    });
    await caller(t, await signIn(digest)).call('PATCH', '/settings', {
      families: { projects: { email: true } },
      emailDigest: 'daily',
    });
    await t.app.notifier.notify(event({ toAdmins: false, toUserIds: [mailed.id, digest.id, quiet.id] }));
    // Queued in the outbox after the rows, with the pushes: never on the write's way.
    expect(await t.outbox(mailed.email)).toHaveLength(0);
    await t.app.deferred.idle();
    const mails = await t.outbox(mailed.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ subject: 'Project created' });
    expect(mails[0].text).toContain('A project was created.');
    expect(await t.outbox(digest.email)).toHaveLength(0);
    expect(await t.outbox(quiet.email)).toHaveLength(0);
  });

  it('keeps the write when mail delivery fails', async () => {
    const transport = failingTransport('smtp down');
    const down = await buildTestApp({ mailTransport: transport });
    try {
      const u = await down.createUser({ roleId: 3 });
      await caller(down, { id: u.id, token: await down.login(u.email, u.password) }).call(
        'PATCH',
        '/settings',
        { families: { projects: { email: true } } },
      );
      await down.app.notifier.notify(event({ type: 'mail_fails', toAdmins: false, toUserIds: [u.id] }));
      await down.app.deferred.idle();
      await down.app.mailer.worker.runOnce();
      expect(transport.calls).toBe(1);
      const row = await down.app.db
        .selectFrom('notifications')
        .select('id')
        .where('type', '=', 'mail_fails')
        .executeTakeFirst();
      expect(row).toBeDefined();
      expect(await down.outbox(u.email)).toEqual([expect.objectContaining({ status: 'pending' })]);
    } finally {
      await down.close();
    }
  });
});
