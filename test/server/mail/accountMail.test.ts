import { MSG } from '@shared/messages';
import { bearer, buildTestApp, type TestApp } from '@test/server/testApp';
import { heldTransport } from './transports';

/** Fails instead of hanging when an answer waits for the mail server. */
function within<T>(ms: number, promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

describe('mail off the request path', () => {
  let t: TestApp;
  let smtp: ReturnType<typeof heldTransport>;
  beforeEach(async () => {
    // A mail server that never answers until the test lets it.
    smtp = heldTransport();
    t = await buildTestApp({ mailTransport: smtp });
  });
  afterEach(async () => {
    smtp.release();
    await t.close();
  });

  const post = (path: string, payload: object) =>
    within(5_000, t.app.inject({ method: 'POST', url: `/api/Account/Account/${path}`, payload }));

  it('answers ForgotPassword for a known account before the mail server has taken the mail', async () => {
    const user = await t.createUser();
    const res = await post('ForgotPassword', { email: user.email });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: MSG.resetSent });
    await within(5_000, smtp.started);
    expect(smtp.sent).toHaveLength(0);
    expect(await t.outbox(user.email)).toEqual([
      expect.objectContaining({ subject: 'Your password reset code' }),
    ]);
    smtp.release();
    await t.app.mailer.worker.runOnce();
    expect(smtp.sent.map((m) => m.to)).toEqual([user.email]);
  });

  it('answers ResendVerificationPin for an unverified account before the mail server has taken the mail', async () => {
    const user = await t.createUser({ verified: false });
    const res = await post('ResendVerificationPin', { email: user.email });
    expect(res.statusCode).toBe(200);
    await within(5_000, smtp.started);
    expect(smtp.sent).toHaveLength(0);
    expect(await t.outbox(user.email)).toHaveLength(1);
  });

  it('answers a write that raises a mailed notification without waiting for the mail server', async () => {
    const admin = await t.createUser({ roleId: 1 });
    const token = await t.login(admin.email, admin.password);
    await t.app.inject({
      method: 'PATCH',
      url: '/api/notification/settings',
      headers: bearer(token),
      payload: { families: { users: { email: true } } },
    });
    const res = await post('Register', {
      userName: 'slowmail',
      email: 'slow.mail@test.example',
      name: 'Slow',
      surname: 'Mail',
      password: 'Password123!',
      confirmPassword: 'Password123!',
      phoneNumber: '',
    });
    expect(res.statusCode).toBe(201);
    // The notification's mail is queued after the answer, with the pushes.
    await t.app.deferred.idle();
    await within(5_000, smtp.started);
    expect(smtp.sent).toHaveLength(0);
    // The PIN for the new account and the admin's notification mail are both waiting in the outbox.
    expect(await t.outbox('slow.mail@test.example')).toHaveLength(1);
    expect(await t.outbox(admin.email)).toEqual([
      expect.objectContaining({ subject: 'New user registered' }),
    ]);
  });
});
