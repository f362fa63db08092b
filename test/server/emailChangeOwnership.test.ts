import { MSG } from '@shared/messages';
import { bearer, buildTestApp, type TestApp, type TestUser } from '@test/server/testApp';

// Security review, finding 1: an e-mail change must not hand over other people's quote requests.
describe('e-mail change and request ownership', () => {
  let t: TestApp;
  let admin: string;
  let n = 0;
  beforeAll(async () => {
    t = await buildTestApp();
    admin = await t.tokenFor(1);
  });
  afterAll(() => t.close());

  const unique = (label: string) => {
    n += 1;
    return `${label}${n}-${Date.now()}@mail.example`;
  };

  async function session(over: Partial<TestUser> = {}) {
    const user = await t.createUser(over);
    return { user, token: await t.login(user.email, user.password) };
  }

  const changeEmail = (token: string, user: TestUser, email: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/Manage/update',
      headers: bearer(token),
      payload: { userName: user.userName, email, name: 'Test', surname: 'User', phoneNumber: '', photo: '' },
    });

  const confirm = (token: string, code: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/Manage/confirm-email',
      headers: bearer(token),
      payload: { code },
    });

  const profile = async (token: string) =>
    (await t.app.inject({ method: 'GET', url: '/api/Manage/profile', headers: bearer(token) })).json();

  async function submitAnonymous(email: string): Promise<number> {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/ProjectRequest',
      payload: {
        requestTitle: 'Private tender',
        description: 'Confidential plans.',
        contactName: 'Rightful Owner',
        email,
        phoneNumber: '+90 532 111 22 33',
        company: 'Owner Ltd',
        budget: 50000,
      },
    });
    expect(res.statusCode).toBe(201);
    return res.json().id;
  }

  const mineIds = async (token: string): Promise<number[]> =>
    (await t.app.inject({ method: 'GET', url: '/api/ProjectRequest/mine', headers: bearer(token) }))
      .json()
      .map((r: { id: number }) => r.id);

  const getRequest = (token: string, id: number) =>
    t.app.inject({ method: 'GET', url: `/api/ProjectRequest/${id}`, headers: bearer(token) });

  it("does not let a changed address reach an anonymous requester's request (the review's scenario)", async () => {
    const victimEmail = unique('victim');
    const requestId = await submitAnonymous(victimEmail);
    const { user: attacker, token } = await session();

    await changeEmail(token, attacker, victimEmail);
    expect(await mineIds(token)).not.toContain(requestId);
    expect((await getRequest(token, requestId)).statusCode).toBe(404);

    const approved = await t.app.inject({
      method: 'POST',
      url: `/api/ProjectRequest/${requestId}/approve`,
      headers: bearer(admin),
    });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().project.customerId).not.toBe(attacker.id);

    await changeEmail(token, attacker, attacker.email);
    expect(await mineIds(token)).not.toContain(requestId);
    expect((await getRequest(token, requestId)).statusCode).toBe(404);
  });

  it('keeps the old address until the PIN mailed to the new one is confirmed', async () => {
    const { user, token } = await session();
    const next = unique('next');
    const res = await changeEmail(token, user, next);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ user: { email: user.email }, pendingEmail: next });
    // A reload reads the profile again: it still names the address that waits for its PIN.
    expect(await profile(token)).toMatchObject({ email: user.email, pendingEmail: next });
    await expect(t.login(user.email, user.password)).resolves.toEqual(expect.any(String));

    expect(await t.lastCode(next)).toMatch(/^\d{6}$/);
    const notice = (await t.outbox(user.email)).at(-1)!;
    expect(notice.subject).toBe('Your email address change was requested');
    expect(notice.text).toContain(next);
    expect(notice.text).not.toMatch(/\b\d{6}\b/);
  });

  it('switches the address on the right PIN and tells the old address', async () => {
    const { user, token } = await session();
    const next = unique('moved');
    await changeEmail(token, user, next);
    const res = await confirm(token, await t.lastCode(next));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: MSG.emailChanged, user: expect.objectContaining({ email: next }) });
    expect(await profile(token)).toMatchObject({ email: next });
    expect((await profile(token)).pendingEmail).toBeUndefined();
    await expect(t.login(next, user.password)).resolves.toEqual(expect.any(String));
    const notice = (await t.outbox(user.email)).at(-1)!;
    expect(notice.subject).toBe('Your email address was changed');
    expect(notice.text).toContain(next);
    expect((await confirm(token, await t.lastCode(next))).statusCode).toBe(400);
  });

  it('locks the PIN after 5 wrong tries', async () => {
    const { user, token } = await session();
    const next = unique('locked');
    await changeEmail(token, user, next);
    const code = await t.lastCode(next);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) {
      const res = await confirm(token, wrong);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: MSG.invalidCode,
        errors: [{ field: 'code', message: MSG.invalidCode }],
      });
    }
    expect((await confirm(token, code)).statusCode).toBe(400);
    expect((await profile(token)).email).toBe(user.email);
  });

  it('refuses an address that another account took before the confirmation', async () => {
    const { user, token } = await session();
    const contested = unique('contested');
    await changeEmail(token, user, contested);
    const code = await t.lastCode(contested);
    await t.createUser({ email: contested });
    const res = await confirm(token, code);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: MSG.emailTaken,
      errors: [{ field: 'email', message: MSG.emailTaken }],
    });
    // The address stays the other account's, and this one no longer waits for it.
    const after = await profile(token);
    expect(after.email).toBe(user.email);
    expect(after).not.toHaveProperty('pendingEmail');
  });

  it('still refuses an address used by another account at request time', async () => {
    const { user, token } = await session();
    const res = await changeEmail(token, user, 'admin@example.com');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MSG.emailTaken);
  });

  it('links an anonymous request when its address is verified, and the link stays with that account', async () => {
    const email = unique('later');
    const requestId = await submitAnonymous(email);
    const body = {
      userName: `later${n}`,
      email,
      name: 'Later',
      surname: 'Owner',
      password: 'Password123!',
      confirmPassword: 'Password123!',
      phoneNumber: '',
    };
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/Account/Account/Register', payload: body }))
        .statusCode,
    ).toBe(201);
    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/Account/Account/VerifyEmail',
      payload: { email, pin: await t.lastCode(email) },
    });
    expect(verified.statusCode).toBe(200);
    const token = await t.login(email, body.password);
    expect(await mineIds(token)).toContain(requestId);

    // The owner moves to another address; a newcomer who then takes the old one gets nothing.
    const owner = { id: 0, email, password: body.password, userName: body.userName };
    const moved = unique('owner-moved');
    await changeEmail(token, owner, moved);
    expect((await confirm(token, await t.lastCode(moved))).statusCode).toBe(200);
    expect(await mineIds(token)).toContain(requestId);
    expect((await getRequest(token, requestId)).statusCode).toBe(200);

    const { token: newcomer } = await session({ email });
    expect(await mineIds(newcomer)).not.toContain(requestId);
    expect((await getRequest(newcomer, requestId)).statusCode).toBe(404);
  });

  it('does not link an anonymous request to an account that has not verified the address', async () => {
    const { user, token } = await session({ email: unique('unverified') });
    await t.app.db.updateTable('users').set({ email_verified: 0 }).where('id', '=', user.id).execute();
    const requestId = await submitAnonymous(user.email);
    expect(await mineIds(token)).not.toContain(requestId);
    expect((await getRequest(token, requestId)).statusCode).toBe(404);
  });
});
