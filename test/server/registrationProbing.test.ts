import { MSG } from '@shared/messages';
import { buildTestApp, type TestApp } from '@test/server/testApp';

// Registration used to answer a taken address with 400 "already registered" in a few milliseconds,
// which told anyone who holds an account. A taken address now gets the new account's answer, and
// its owner gets a mail instead.

describe('account: registering a taken e-mail', () => {
  let t: TestApp;
  let n = 0;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const register = (payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/Account/Account/Register', payload });
  const body = (email: string) => {
    n += 1;
    return {
      userName: `prober${n}`,
      email,
      name: 'Pro',
      surname: 'Ber',
      password: 'Password123!',
      confirmPassword: 'Password123!',
      phoneNumber: '',
    };
  };
  const countUsers = async (email: string) =>
    (await t.app.db.selectFrom('users').select('id').where('email', '=', email.toLowerCase()).execute())
      .length;

  it('answers exactly like a new address', async () => {
    const owner = await t.createUser();
    const taken = await register(body(owner.email.toUpperCase()));
    const fresh = await register(body(`fresh-${Date.now()}@example.com`));
    expect(taken.statusCode).toBe(201);
    expect(taken.statusCode).toBe(fresh.statusCode);
    expect(taken.body).toBe(fresh.body);
    expect(taken.json()).toEqual({ message: MSG.registered });
    expect(taken.headers['content-type']).toBe(fresh.headers['content-type']);
  });

  it('mails the owner about the attempt, without a code, and creates no second account', async () => {
    const owner = await t.createUser();
    const attempt = body(owner.email);
    await register({ ...attempt, password: 'Attacker123!', confirmPassword: 'Attacker123!' });

    const mails = await t.outbox(owner.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toMatch(/registration attempt/i);
    expect(mails[0].text).toContain('someone tried to register with your address');
    expect(mails[0].text).not.toMatch(/\b\d{6}\b/);

    expect(await countUsers(owner.email)).toBe(1);
    expect(await t.login(owner.email, owner.password)).toEqual(expect.any(String));
    const intruder = await t.app.inject({
      method: 'POST',
      url: '/api/Account/login',
      payload: { email: owner.email, password: 'Attacker123!' },
    });
    expect(intruder.statusCode).toBe(401);
    const byName = await t.app.db
      .selectFrom('users')
      .select('id')
      .where('user_name', '=', attempt.userName)
      .execute();
    expect(byName).toHaveLength(0);
  });

  it('still refuses a taken user name, the same for a taken and a new address', async () => {
    const owner = await t.createUser();
    const takenEmail = await register({ ...body(owner.email), userName: owner.userName });
    const newEmail = await register({ ...body(`other-${Date.now()}@example.com`), userName: owner.userName });
    expect(takenEmail.statusCode).toBe(400);
    expect(takenEmail.body).toBe(newEmail.body);
    expect(takenEmail.json().message).toBe(MSG.userNameTaken);
  });
});
