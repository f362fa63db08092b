import { sendDueDigests } from '@server/services/notifications/digest';
import { buildTestApp, type TestApp } from '@test/server/testApp';
import { caller, event } from './fixtures';

// Several server processes on one PostgreSQL database each run the hourly digest check
// (decision 032): a user's digest still goes out once. Two apps on one schema stand for two processes.

describe('the daily digest with several processes', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await buildTestApp();
    b = await buildTestApp({ database: a.config.database });
    await a.app.db.deleteFrom('notifications').execute();
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  it('is queued once when every process looks at the same time', async () => {
    const users = await Promise.all([1, 2, 3].map(() => a.createUser({ roleId: 3 })));
    for (const u of users) {
      const me = { id: u.id, token: await a.login(u.email, u.password) };
      await caller(a, me).call('PATCH', '/settings', {
        families: { projects: { email: true } },
        emailDigest: 'daily',
      });
      await a.app.notifier.notify(event({ title: `For ${u.id}`, toAdmins: false, toUserIds: [u.id] }));
    }

    const counts = await Promise.all([a, b, a, b].map((t) => sendDueDigests(t.app)));
    expect(counts.reduce((sum, n) => sum + n, 0)).toBe(3);
    for (const u of users) {
      const mails = await a.outbox(u.email);
      expect(mails.map((m) => m.subject)).toEqual(['Your daily notifications (1)']);
    }
    // And not again within the day, from either.
    expect(await sendDueDigests(b.app)).toBe(0);
    expect(await sendDueDigests(a.app)).toBe(0);
  });
});
