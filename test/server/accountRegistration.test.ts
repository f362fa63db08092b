import crypto from 'node:crypto';
import { ONE_TIME_CODE_TTL_MS } from '@shared/constants';
import { MSG } from '@shared/messages';
import { buildTestApp, type TestApp } from '@test/server/testApp';
import { failingTransport } from './mail/transports';

describe('account: registration and e-mail verification', () => {
  let t: TestApp;
  let n = 0;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const post = (path: string, payload: object, prefix = '/api/Account/Account') =>
    t.app.inject({ method: 'POST', url: `${prefix}/${path}`, payload });

  const newUser = () => {
    n += 1;
    return {
      userName: `newbie${n}`,
      email: `newbie${n}@example.com`,
      name: 'New',
      surname: 'Bie',
      password: 'Password123!',
      confirmPassword: 'Password123!',
      phoneNumber: '',
    };
  };

  it('registers a customer, unverified, and mails a 6-digit PIN', async () => {
    const body = newUser();
    const res = await post('Register', body);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: MSG.registered });
    const mails = await t.outbox(body.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toMatch(/verify/i);
    expect(mails[0].text).toMatch(/\b\d{6}\b/);
    expect(mails[0].html).toContain(await t.lastCode(body.email));

    const login = await post('login', { email: body.email, password: body.password }, '/api/Account');
    expect(login.statusCode).toBe(403);
    expect(login.json().code).toBe('EMAIL_NOT_VERIFIED');

    const verify = await post('VerifyEmail', { email: body.email, pin: await t.lastCode(body.email) });
    expect(verify.statusCode).toBe(200);
    expect(verify.json()).toEqual({ message: MSG.verified });
    const ok = await post('login', { email: body.email, password: body.password }, '/api/Account');
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user).toMatchObject({
      roleId: 3,
      roles: ['Customer'],
      isConsultant: false,
      userName: body.userName,
    });
  });

  it('keeps name, surname and phone number trimmed', async () => {
    const body = newUser();
    const res = await post('Register', {
      ...body,
      name: '  Ada ',
      surname: ' Lovelace  ',
      phoneNumber: ' +90 555 000 00 00 ',
    });
    expect(res.statusCode).toBe(201);
    const row = await t.app.db
      .selectFrom('users')
      .select(['user_name', 'name', 'surname', 'phone_number'])
      .where('email', '=', body.email)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      user_name: body.userName,
      name: 'Ada',
      surname: 'Lovelace',
      phone_number: '+90 555 000 00 00',
    });
  });

  it('refuses a live PIN once the address is verified some other way, on the pin field', async () => {
    const body = newUser();
    await post('Register', body);
    const pin = await t.lastCode(body.email);
    await t.app.db.updateTable('users').set({ email_verified: 1 }).where('email', '=', body.email).execute();
    expect((await post('VerifyEmail', { email: body.email, pin })).json()).toEqual({
      message: 'The code is invalid or has expired.',
      errors: [{ field: 'pin', message: 'The code is invalid or has expired.' }],
    });
  });

  it('sends no new PIN to a deactivated account', async () => {
    const body = newUser();
    await post('Register', body);
    await t.app.db.updateTable('users').set({ is_active: 0 }).where('email', '=', body.email).execute();
    expect((await post('ResendVerificationPin', { email: body.email })).statusCode).toBe(200);
    expect(await t.outbox(body.email)).toHaveLength(1);
  });

  it('answers on the short path too', async () => {
    const body = newUser();
    expect((await post('Register', body, '/api/Account')).statusCode).toBe(201);
    const pin = await t.lastCode(body.email);
    expect((await post('VerifyEmail', { email: body.email, pin }, '/api/Account')).statusCode).toBe(200);
  });

  it.each([
    ['differing passwords', { confirmPassword: 'Different123!' }, MSG.passwordsDiffer, 'confirmPassword'],
    ['a short password', { password: 'short', confirmPassword: 'short' }, MSG.passwordLength, 'password'],
    [
      'a long password',
      { password: 'x'.repeat(129), confirmPassword: 'x'.repeat(129) },
      MSG.passwordLength,
      'password',
    ],
    ['a bad e-mail', { email: 'nope' }, MSG.invalidEmail, 'email'],
    ['a bad user name', { userName: 'a b' }, MSG.invalidUserName, 'userName'],
    ['a taken user name', { userName: 'Admin' }, MSG.userNameTaken, 'userName'],
  ])('refuses %s with 400', async (_label, change, message, field) => {
    const body = { ...newUser(), ...change };
    const res = await post('Register', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(res.json().errors).toEqual(expect.arrayContaining([{ field, message }]));
    expect(await t.outbox(body.email)).toHaveLength(0);
  });

  // The limits of src/shared/domain/fields.ts, which the sign-up form shares.
  it.each([
    ['name', 100, 'Name must be at most 100 characters.'],
    ['surname', 100, 'Surname must be at most 100 characters.'],
    ['userName', 50, 'User name must be at most 50 characters.'],
  ])('takes a %s of %i characters and refuses one more', async (field, max, message) => {
    const fits = { ...newUser(), [field]: 'x'.repeat(max) };
    expect((await post('Register', fits)).statusCode).toBe(201);
    const over = { ...newUser(), [field]: 'x'.repeat(max + 1) };
    const res = await post('Register', over);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message, errors: [{ field, message }] });
    expect(await t.outbox(over.email)).toHaveLength(0);
  });

  it('refuses a missing field with its name', async () => {
    const { surname: _omit, ...body } = newUser();
    const res = await post('Register', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toEqual({ field: 'surname', message: 'Surname is required.' });
  });

  it('refuses a wrong PIN, and a PIN after 10 minutes', async () => {
    const body = newUser();
    await post('Register', body);
    const pin = await t.lastCode(body.email);
    const wrong = pin === '000000' ? '111111' : '000000';
    const res = await post('VerifyEmail', { email: body.email, pin: wrong });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MSG.invalidCode);
    t.clock.advance(ONE_TIME_CODE_TTL_MS + 1_000);
    expect((await post('VerifyEmail', { email: body.email, pin })).statusCode).toBe(400);
  });

  it('accepts a PIN until its 10 minutes are up, after 4 wrong tries', async () => {
    const body = newUser();
    await post('Register', body);
    const pin = await t.lastCode(body.email);
    const wrong = pin === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i += 1) await post('VerifyEmail', { email: body.email, pin: wrong });
    t.clock.advance(ONE_TIME_CODE_TTL_MS - 10_000);
    expect((await post('VerifyEmail', { email: body.email, pin })).statusCode).toBe(200);
  });

  it('kills a PIN after 5 wrong tries', async () => {
    const body = newUser();
    await post('Register', body);
    const pin = await t.lastCode(body.email);
    const wrong = pin === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) {
      expect((await post('VerifyEmail', { email: body.email, pin: wrong })).statusCode).toBe(400);
    }
    expect((await post('VerifyEmail', { email: body.email, pin })).statusCode).toBe(400);
  });

  it('uses a PIN once, and a resent PIN replaces the old one', async () => {
    // Two different codes, so that refusing the first proves it was replaced: drawn at random, the
    // second could equal it.
    const draws = jest
      .spyOn(crypto, 'randomInt')
      .mockImplementationOnce(() => 111111)
      .mockImplementationOnce(() => 222222);
    const body = newUser();
    await post('Register', body);
    const first = await t.lastCode(body.email);
    const resend = await post('ResendVerificationPin', { email: body.email });
    draws.mockRestore();
    expect(resend.statusCode).toBe(200);
    expect(resend.json()).toEqual({ message: MSG.pinSent });
    const second = await t.lastCode(body.email);
    expect(await t.outbox(body.email)).toHaveLength(2);
    expect([first, second]).toEqual(['111111', '222222']);
    expect((await post('VerifyEmail', { email: body.email, pin: first })).statusCode).toBe(400);
    expect((await post('VerifyEmail', { email: body.email, pin: second })).statusCode).toBe(200);
    expect((await post('VerifyEmail', { email: body.email, pin: second })).statusCode).toBe(400);
  });

  it('answers resend the same for unknown and verified addresses, without mailing', async () => {
    const unknown = await post('ResendVerificationPin', { email: 'nobody-here@example.com' });
    const verified = await post('ResendVerificationPin', { email: 'admin@example.com' });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toBe(verified.body);
    expect(await t.outbox('nobody-here@example.com')).toHaveLength(0);
    expect(await t.outbox('admin@example.com')).toHaveLength(0);
  });

  it('answers a PIN for an unknown e-mail like a wrong PIN', async () => {
    const res = await post('VerifyEmail', { email: 'nobody-here@example.com', pin: '123456' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MSG.invalidCode);
  });

  it('refuses a PIN that is not 6 digits as an invalid code', async () => {
    const res = await post('VerifyEmail', { email: 'admin@example.com', pin: '12ab' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MSG.invalidCode);
  });

  it('still registers when mail delivery fails, and the PIN mailed later works', async () => {
    const transport = failingTransport('smtp down');
    const down = await buildTestApp({ mailTransport: transport });
    try {
      const send = (path: string, payload: object) =>
        down.app.inject({ method: 'POST', url: `/api/Account/Account/${path}`, payload });
      const body = newUser();
      expect((await send('Register', body)).statusCode).toBe(201);
      await down.app.mailer.worker.runOnce();
      expect(transport.calls).toBe(1);
      expect((await send('ResendVerificationPin', { email: body.email })).statusCode).toBe(200);
      expect(
        (await send('VerifyEmail', { email: body.email, pin: await down.lastCode(body.email) })).statusCode,
      ).toBe(200);
    } finally {
      await down.close();
    }
  });
});
