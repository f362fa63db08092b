import { RESET_THROTTLE_WINDOW_MS } from '@shared/constants';
import { MSG } from '@shared/messages';
import { buildTestApp, type TestApp } from '@test/server/testApp';

// Each ForgotPassword used to bring a fresh code with 5 new tries, so an attacker could keep asking
// for codes and keep guessing. Codes issued and failed tries are now capped per address per hour.

describe('account: reset codes per account and hour', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const post = (path: string, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api/Account/Account/${path}`, payload });
  const forgot = (email: string) => post('ForgotPassword', { email });
  const reset = (email: string, code: string) =>
    post('ResetPassword', { email, code, password: 'NewPass123!', confirmPassword: 'NewPass123!' });
  const wrongFor = (code: string) => (code === '000000' ? '111111' : '000000');
  const resetMails = async (email: string) =>
    (await t.outbox(email)).filter((mail) => /reset/i.test(mail.subject));

  it('stops guessing across fresh codes, refuses even the right code until the hour has passed', async () => {
    const user = await t.createUser();
    const answers: number[] = [];
    for (let round = 0; round < 3; round += 1) {
      await forgot(user.email);
      const wrong = wrongFor(await t.lastCode(user.email));
      for (let i = 0; i < 5; i += 1) answers.push((await reset(user.email, wrong)).statusCode);
    }
    // Ten wrong tries are counted, the rest are refused without looking at the code.
    expect(answers.filter((s) => s === 400)).toHaveLength(10);
    expect(answers.filter((s) => s === 429)).toHaveLength(5);

    // The third code of the hour is still mailed, but even its right digits are refused.
    const fresh = await t.lastCode(user.email);
    const refused = await reset(user.email, fresh);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: MSG.resetTooManyAttempts });

    // A fourth code in the hour is not sent, though the answer is the usual one.
    const fourth = await forgot(user.email);
    expect(fourth.json()).toEqual({ message: MSG.resetSent });
    expect(await resetMails(user.email)).toHaveLength(3);

    t.clock.advance(RESET_THROTTLE_WINDOW_MS + 1_000);
    await forgot(user.email);
    expect(await resetMails(user.email)).toHaveLength(4);
    expect((await reset(user.email, await t.lastCode(user.email))).statusCode).toBe(200);
  });

  it('answers ForgotPassword the same for known and unknown addresses, below and beyond the cap', async () => {
    const user = await t.createUser();
    const known: string[] = [];
    const unknown: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      const a = await forgot(user.email);
      const b = await forgot('nobody-throttled@example.com');
      expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
      known.push(a.body);
      unknown.push(b.body);
    }
    expect(new Set([...known, ...unknown])).toEqual(new Set([JSON.stringify({ message: MSG.resetSent })]));
    expect(MSG.resetSent).toMatch(/^If an account exists/);
    expect(MSG.resetSent).toMatch(/wait/i);
    expect(await resetMails(user.email)).toHaveLength(3);
    expect(await t.outbox('nobody-throttled@example.com')).toHaveLength(0);
  });

  it('counts wrong tries afresh after a successful reset', async () => {
    const user = await t.createUser();
    await forgot(user.email);
    const first = await t.lastCode(user.email);
    for (let i = 0; i < 5; i += 1) expect((await reset(user.email, wrongFor(first))).statusCode).toBe(400);
    await forgot(user.email);
    const second = await t.lastCode(user.email);
    for (let i = 0; i < 4; i += 1) expect((await reset(user.email, wrongFor(second))).statusCode).toBe(400);
    // Nine wrong tries, then the right code: the address starts again with ten.
    expect((await reset(user.email, second)).statusCode).toBe(200);
    const after: number[] = [];
    for (let i = 0; i < 11; i += 1) after.push((await reset(user.email, '123456')).statusCode);
    expect(after).toEqual([...Array(10).fill(400), 429]);
  });

  it('cools an unknown address down after the same number of wrong tries, so it cannot be told apart', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1)
      statuses.push((await reset('nobody-guessing@example.com', '123456')).statusCode);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400));
    expect(statuses[10]).toBe(429);
  });
});
