import { isAcceptablePhoto } from '@server/services/account/profile';
import { MSG } from '@shared/messages';
import { bearer, buildTestApp, type TestApp } from '@test/server/testApp';

describe('profile', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const profileBody = (over: object = {}) => ({
    userName: 'someone',
    email: 'someone@example.com',
    name: 'Some',
    surname: 'One',
    phoneNumber: '+90 555 000 00 00',
    photo: '',
    ...over,
  });

  async function session() {
    const user = await t.createUser();
    return { user, token: await t.login(user.email, user.password) };
  }

  it('gets the signed-in user', async () => {
    const token = await t.tokenFor(3);
    const res = await t.app.inject({ method: 'GET', url: '/api/Manage/profile', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      email: 'customer@example.com',
      roleId: 3,
      name: 'Cem',
      surname: 'Customer',
    });
    expect(res.json()).not.toHaveProperty('password_hash');
    expect(res.json()).not.toHaveProperty('passwordHash');
  });

  it('needs a token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/Manage/profile' })).statusCode).toBe(401);
  });

  it('updates the profile and answers {message, user}', async () => {
    const { user, token } = await session();
    const body = profileBody({ userName: `${user.userName}b`, email: `B-${user.email}` });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Manage/update',
      headers: bearer(token),
      payload: body,
    });
    expect(res.statusCode).toBe(200);
    // The new address waits for its PIN (emailChangeOwnership.test.ts); everything else is saved.
    expect(res.json()).toEqual({
      message: MSG.emailChangePending,
      user: expect.objectContaining({
        id: user.id,
        userName: body.userName,
        email: user.email,
        phoneNumber: body.phoneNumber,
      }),
      pendingEmail: body.email.toLowerCase(),
    });
    const again = await t.app.inject({ method: 'GET', url: '/api/Manage/profile', headers: bearer(token) });
    expect(again.json().name).toBe('Some');
  });

  it('accepts the earlier reading without photo and keeps the photo', async () => {
    const { user, token } = await session();
    // An address elsewhere can no longer be chosen (upload ownership), but an older profile keeps it.
    await t.app.db
      .updateTable('users')
      .set({ photo: 'https://example.com/me.png' })
      .where('id', '=', user.id)
      .execute();
    const { photo: _none, ...withoutPhoto } = profileBody({ userName: user.userName, email: user.email });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Manage/update',
      headers: bearer(token),
      payload: withoutPhoto,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.photo).toBe('https://example.com/me.png');
  });

  it('saves its fields trimmed, and asks for no PIN while the address stays', async () => {
    const { user, token } = await session();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Manage/update',
      headers: bearer(token),
      payload: profileBody({
        userName: `${user.userName}x`,
        email: user.email.toUpperCase(),
        name: ' Ada ',
        surname: ' Lovelace ',
        phoneNumber: ' +90 555 000 00 01 ',
        photo: '   ',
      }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({
      userName: `${user.userName}x`,
      email: user.email,
      name: 'Ada',
      surname: 'Lovelace',
      phoneNumber: '+90 555 000 00 01',
      photo: '',
    });
    expect(res.json()).not.toHaveProperty('pendingEmail');
    expect(await t.outbox(user.email)).toEqual([]);
  });

  it.each([
    ['', true],
    ['/uploads/photos/a-1_b.png', true],
    ['/uploads/../secrets.txt', false],
    ['/uploads/a.png?x=1', false],
    ['x/uploads/a.png', false],
    ['/uploads/a.png /b', false],
    ['http://example.com/a.png', true],
    ['HTTPS://EXAMPLE.COM/A.PNG', true],
    ['https://', false],
    [' https://example.com/a.png', false],
    ['https://example.com/a b.png', false],
    ['ftp://example.com/a.png', false],
    ['javascript:alert(1)', false],
    ['data:image/png;base64,AAAA', false],
  ])('takes %j as a stored photo: %s', (photo, ok) => {
    expect(isAcceptablePhoto(photo)).toBe(ok);
  });

  it.each([
    ['a taken e-mail', { email: 'admin@example.com' }, MSG.emailTaken, 'email'],
    ['a taken user name', { userName: 'ADMIN' }, MSG.userNameTaken, 'userName'],
    ['a script URL as photo', { photo: 'javascript:alert(1)' }, MSG.invalidUrl, 'photo'],
    ['a bad e-mail', { email: 'x' }, MSG.invalidEmail, 'email'],
  ])('refuses %s with 400 and changes nothing', async (_label, change, message, field) => {
    const { user, token } = await session();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Manage/update',
      headers: bearer(token),
      payload: profileBody({ userName: user.userName, email: user.email, ...change }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(res.json().errors).toEqual([{ field, message }]);
    const after = await t.app.inject({ method: 'GET', url: '/api/Manage/profile', headers: bearer(token) });
    expect(after.json().name).toBe('Test');
  });
});
