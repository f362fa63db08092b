import { bearer, buildTestApp, type TestApp } from '@test/server/testApp';

describe('sessions after a password reset', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const profile = (token: string) =>
    t.app.inject({ method: 'GET', url: '/api/Manage/profile', headers: bearer(token) });
  const post = (path: string, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api/Account/Account/${path}`, payload });

  async function resetPassword(email: string, password: string): Promise<void> {
    expect((await post('ForgotPassword', { email })).statusCode).toBe(200);
    const code = await t.lastCode(email);
    const res = await post('ResetPassword', { email, code, password, confirmPassword: password });
    expect(res.statusCode).toBe(200);
  }

  it('refuses a token issued before the reset, even within the same second, and accepts a new login', async () => {
    const user = await t.createUser();
    const before = await t.login(user.email, user.password);
    expect((await profile(before)).statusCode).toBe(200);

    await resetPassword(user.email, 'NewPass123!');

    expect((await profile(before)).statusCode).toBe(401);
    // Issued right after the reset, most likely within the same second as the tokens it ended.
    const after = await t.login(user.email, 'NewPass123!');
    expect((await profile(after)).statusCode).toBe(200);
  });

  it('leaves other users’ sessions alone', async () => {
    const [user, other] = [await t.createUser(), await t.createUser()];
    const otherToken = await t.login(other.email, other.password);
    await resetPassword(user.email, 'NewPass123!');
    expect((await profile(otherToken)).statusCode).toBe(200);
  });

  it('ends the sessions issued before each of several resets', async () => {
    const user = await t.createUser();
    await resetPassword(user.email, 'NewPass123!');
    const between = await t.login(user.email, 'NewPass123!');
    await resetPassword(user.email, 'NewerPass123!');
    expect((await profile(between)).statusCode).toBe(401);
    expect((await profile(await t.login(user.email, 'NewerPass123!'))).statusCode).toBe(200);
  });
});
