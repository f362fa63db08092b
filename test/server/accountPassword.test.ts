import crypto from 'node:crypto';
import { ONE_TIME_CODE_TTL_MS } from '@shared/constants';
import { MSG } from '@shared/messages';
import { buildTestApp, type TestApp } from '@test/server/testApp';
import { failingTransport } from './mail/transports';

describe('account: forgotten password', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const post = (path: string, payload: object, prefix = '/api/Account/Account') =>
    t.app.inject({ method: 'POST', url: `${prefix}/${path}`, payload });
  const canLogin = async (email: string, password: string) =>
    (await post('login', { email, password }, '/api/Account')).statusCode === 200;

  it('mails a code and resets the password with it', async () => {
    const user = await t.createUser();
    const res = await post('ForgotPassword', { email: user.email });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: MSG.resetSent });
    const code = await t.lastCode(user.email);
    const reset = await post('ResetPassword', {
      email: user.email,
      code,
      password: 'NewPass123!',
      confirmPassword: 'NewPass123!',
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ message: MSG.passwordReset });
    expect(await canLogin(user.email, 'NewPass123!')).toBe(true);
    expect(await canLogin(user.email, user.password)).toBe(false);
  });

  it('accepts the short reading without confirmPassword', async () => {
    const user = await t.createUser();
    await post('ForgotPassword', { email: user.email }, '/api/Account');
    const code = await t.lastCode(user.email);
    const reset = await post(
      'ResetPassword',
      { email: user.email, code, password: 'Short123!' },
      '/api/Account',
    );
    expect(reset.statusCode).toBe(200);
    expect(await canLogin(user.email, 'Short123!')).toBe(true);
  });

  it('answers an unknown e-mail exactly like a known one, without mailing', async () => {
    const user = await t.createUser();
    const known = await post('ForgotPassword', { email: user.email });
    const unknown = await post('ForgotPassword', { email: 'nobody-at-all@example.com' });
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(await t.outbox('nobody-at-all@example.com')).toHaveLength(0);
  });

  it('refuses differing passwords, a wrong code, a used code and an expired code', async () => {
    const user = await t.createUser();
    await post('ForgotPassword', { email: user.email });
    const code = await t.lastCode(user.email);
    const differ = await post('ResetPassword', {
      email: user.email,
      code,
      password: 'NewPass123!',
      confirmPassword: 'Other123!',
    });
    expect(differ.statusCode).toBe(400);
    expect(differ.json()).toEqual({
      message: MSG.passwordsDiffer,
      errors: [{ field: 'confirmPassword', message: MSG.passwordsDiffer }],
    });

    const wrongCode = code === '999999' ? '888888' : '999999';
    const wrong = await post('ResetPassword', {
      email: user.email,
      code: wrongCode,
      password: 'NewPass123!',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      message: MSG.invalidCode,
      errors: [{ field: 'code', message: MSG.invalidCode }],
    });

    expect(
      (await post('ResetPassword', { email: user.email, code, password: 'NewPass123!' })).statusCode,
    ).toBe(200);
    expect((await post('ResetPassword', { email: user.email, code, password: 'Again123!' })).statusCode).toBe(
      400,
    );

    await post('ForgotPassword', { email: user.email });
    const late = await t.lastCode(user.email);
    t.clock.advance(ONE_TIME_CODE_TTL_MS + 1);
    expect(
      (await post('ResetPassword', { email: user.email, code: late, password: 'Later123!' })).statusCode,
    ).toBe(400);
    expect(await canLogin(user.email, 'NewPass123!')).toBe(true);
  });

  it('mails no code to a deactivated account, and answers as for any other', async () => {
    const user = await t.createUser();
    await t.app.db.updateTable('users').set({ is_active: 0 }).where('id', '=', user.id).execute();
    const res = await post('ForgotPassword', { email: user.email });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: MSG.resetSent });
    expect(await t.outbox(user.email)).toEqual([]);
  });

  it('takes a code until its ten minutes are up, and not at that instant', () =>
    t.clock.frozen(async () => {
      const user = await t.createUser();
      await post('ForgotPassword', { email: user.email });
      t.clock.advance(10 * 60_000 - 1);
      const inTime = await post('ResetPassword', {
        email: user.email,
        code: await t.lastCode(user.email),
        password: 'InTime123!',
      });
      expect(inTime.statusCode).toBe(200);
      await post('ForgotPassword', { email: user.email });
      t.clock.advance(10 * 60_000);
      const atExpiry = await post('ResetPassword', {
        email: user.email,
        code: await t.lastCode(user.email),
        password: 'TooLate123!',
      });
      expect(atExpiry.statusCode).toBe(400);
      expect(await canLogin(user.email, 'InTime123!')).toBe(true);
    }));

  it('allows at most 5 tries per code', async () => {
    const user = await t.createUser();
    await post('ForgotPassword', { email: user.email });
    const code = await t.lastCode(user.email);
    const wrong = code === '999999' ? '888888' : '999999';
    for (let i = 0; i < 5; i += 1) {
      await post('ResetPassword', { email: user.email, code: wrong, password: 'NewPass123!' });
    }
    expect(
      (await post('ResetPassword', { email: user.email, code, password: 'NewPass123!' })).statusCode,
    ).toBe(400);
  });

  it('makes an earlier code useless once a new one is sent', async () => {
    // Two different codes, so that refusing the first proves it was replaced: drawn at random, the
    // second could equal it.
    const draws = jest
      .spyOn(crypto, 'randomInt')
      .mockImplementationOnce(() => 333333)
      .mockImplementationOnce(() => 444444);
    const user = await t.createUser();
    await post('ForgotPassword', { email: user.email });
    const first = await t.lastCode(user.email);
    await post('ForgotPassword', { email: user.email });
    draws.mockRestore();
    const second = await t.lastCode(user.email);
    expect([first, second]).toEqual(['333333', '444444']);
    expect(
      (await post('ResetPassword', { email: user.email, code: first, password: 'NewPass123!' })).statusCode,
    ).toBe(400);
    expect(
      (await post('ResetPassword', { email: user.email, code: second, password: 'NewPass123!' })).statusCode,
    ).toBe(200);
  });

  it('keeps a verify PIN and a reset code apart', async () => {
    const user = await t.createUser({ verified: false });
    await post('ResendVerificationPin', { email: user.email });
    const pin = await t.lastCode(user.email);
    expect(
      (await post('ResetPassword', { email: user.email, code: pin, password: 'NewPass123!' })).statusCode,
    ).toBe(400);
  });

  it('refuses a short new password', async () => {
    const res = await post('ResetPassword', { email: 'x@example.com', code: '123456', password: 'short' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MSG.passwordLength);
  });

  it('answers 200 even when the mail cannot be sent, keeping the mail for a retry', async () => {
    const transport = failingTransport('smtp down');
    const down = await buildTestApp({ mailTransport: transport });
    try {
      const user = await down.createUser();
      const res = await down.app.inject({
        method: 'POST',
        url: '/api/Account/Account/ForgotPassword',
        payload: { email: user.email },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: MSG.resetSent });
      await down.app.mailer.worker.runOnce();
      expect(transport.calls).toBe(1);
      const [mail] = await down.outbox(user.email);
      expect(mail).toMatchObject({ status: 'pending', attempts: 1, last_error: 'smtp down' });
    } finally {
      await down.close();
    }
  });
});
