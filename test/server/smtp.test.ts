import { buildTestApp, type TestApp } from '@test/server/testApp';
import { startSink, type Received } from './mail/transports';

describe('mail over SMTP', () => {
  const received: Received[] = [];
  let sink: Awaited<ReturnType<typeof startSink>>;
  let t: TestApp;
  beforeAll(async () => {
    sink = await startSink(received);
    t = await buildTestApp({ smtpUrl: sink.url, mailFrom: 'Portal <portal@test.example>' });
  });
  afterAll(async () => {
    await t.close();
    await sink.close();
  });

  it('delivers the verification PIN through the SMTP server', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Account/Account/Register',
      payload: {
        userName: 'smtpuser',
        email: 'smtp.user@example.com',
        name: 'Smtp',
        surname: 'User',
        password: 'Password123!',
        confirmPassword: 'Password123!',
        phoneNumber: '',
      },
    });
    expect(res.statusCode).toBe(201);
    // The answer does not wait for SMTP: the outbox worker delivers the queued mail.
    await t.app.mailer.worker.runOnce();
    expect(received).toHaveLength(1);
    const { raw } = received[0];
    expect(raw).toMatch(/^To: smtp\.user@example\.com/im);
    expect(raw).toMatch(/^From: Portal <portal@test\.example>/im);
    const pin = /\b(\d{6})\b/.exec(
      raw
        .split(/\r?\n\r?\n/)
        .slice(1)
        .join('\n'),
    )?.[1];
    expect(pin).toBeDefined();
    expect(await t.outbox('smtp.user@example.com')).toEqual([
      expect.objectContaining({ status: 'sent', attempts: 0, sent_at: expect.any(String) }),
    ]);

    const verify = await t.app.inject({
      method: 'POST',
      url: '/api/Account/Account/VerifyEmail',
      payload: { email: 'smtp.user@example.com', pin },
    });
    expect(verify.statusCode).toBe(200);
  });

  it('keeps answering when the SMTP server is gone', async () => {
    const dead = await startSink([]);
    await dead.close();
    const other = await buildTestApp({ smtpUrl: dead.url });
    try {
      const user = await other.createUser();
      const res = await other.app.inject({
        method: 'POST',
        url: '/api/Account/ForgotPassword',
        payload: { email: user.email },
      });
      expect(res.statusCode).toBe(200);
      await other.app.mailer.worker.runOnce();
      const [mail] = await other.outbox(user.email);
      expect(mail).toMatchObject({ status: 'pending', attempts: 1 });
      expect(mail.last_error).not.toBe('');
    } finally {
      await other.close();
    }
  });
});
