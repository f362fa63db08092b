import { sendDueDigests } from '@server/services/notifications/digest';
import { buildTestApp, type TestApp } from '@test/server/testApp';
import { caller, event } from './fixtures';

const HOUR = 60 * 60 * 1000;

describe('daily e-mail digest', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    // Counted from an empty store: the demo's month of notifications would be counted too.
    await t.app.db.deleteFrom('notifications').execute();
  });
  afterAll(() => t.close());

  it('mails once a day what reached the user in their e-mail families', async () => {
    const u = await t.createUser({ roleId: 1 });
    const me = { id: u.id, token: await t.login(u.email, u.password) };
    await caller(t, me).call('PATCH', '/settings', {
      families: { projects: { email: true }, services: { email: true, inApp: false } },
      emailDigest: 'daily',
    });
    await t.app.notifier.notify(event({ title: 'Own', toUserIds: [u.id] }));
    await t.app.notifier.notify(event({ family: 'tasks', title: 'Not mailed family', toUserIds: [u.id] }));
    await t.app.notifier.notify(
      event({ family: 'services', title: 'Muted shared', type: 'service_created' }),
    );
    expect(await t.outbox(u.email)).toHaveLength(0);

    const wake = jest.spyOn(t.app.mailer.worker, 'wake');
    expect(await sendDueDigests(t.app)).toBe(1);
    // The worker is woken to send it now rather than at its next poll.
    expect(wake).toHaveBeenCalledTimes(1);
    const stamp = async () =>
      (
        await t.app.db
          .selectFrom('notification_preferences')
          .select('last_digest_at')
          .where('user_id', '=', u.id)
          .executeTakeFirstOrThrow()
      ).last_digest_at;
    const sentAt = await stamp();
    expect(sentAt).toEqual(expect.stringMatching(/^\d{4}-\d\d-\d\dT/));
    const [mail] = await t.outbox(u.email);
    expect(mail.subject).toBe('Your daily notifications (2)');
    expect(mail.text).toContain('Own: A project was created.');
    expect(mail.text).not.toContain('Not mailed family');
    expect(mail.text).not.toContain('Muted shared');

    // Not again within the day (nor looked at: the stamp stays), and then only what is new.
    t.clock.advance(HOUR);
    expect(await sendDueDigests(t.app)).toBe(0);
    expect(await stamp()).toBe(sentAt);
    expect(wake).toHaveBeenCalledTimes(1);
    wake.mockRestore();
    t.clock.advance(25 * HOUR);
    expect(await sendDueDigests(t.app)).toBe(0);
    t.clock.advance(HOUR);
    await t.app.notifier.notify(event({ title: 'Later', toAdmins: false, toUserIds: [u.id] }));
    t.clock.advance(25 * HOUR);
    expect(await sendDueDigests(t.app)).toBe(1);
    const mails = await t.outbox(u.email);
    expect(mails).toHaveLength(2);
    expect(mails[1].subject).toBe('Your daily notifications (1)');
  });
});
