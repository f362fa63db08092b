import { SITE_DEFAULTS } from '@shared/siteDefaults';
import { bearer, buildTestApp, type TestApp } from '@test/server/testApp';

describe('events raised by existing writes', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await buildTestApp();
    admin = await t.tokenFor(1);
  });
  afterAll(() => t.close());

  const rows = (type: string) =>
    t.app.db.selectFrom('notifications').selectAll().where('type', '=', type).orderBy('id').execute();

  it('site settings POST, PUT and PATCH each notify the admins', async () => {
    const headers = bearer(admin);
    const settings = { ...SITE_DEFAULTS, siteName: 'Renamed' };
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/sitesettings', headers, payload: settings }))
        .statusCode,
    ).toBe(200);
    const put = await t.app.inject({ method: 'PUT', url: '/api/sitesettings', headers, payload: settings });
    const { id } = put.json();
    await t.app.inject({
      method: 'PATCH',
      url: `/api/sitesettings/${id}`,
      headers,
      payload: { siteName: 'Again' },
    });
    const stored = await rows('site_settings_updated');
    expect(stored).toHaveLength(3);
    expect(stored[2]).toMatchObject({
      audience: 'admin',
      family: 'siteContent',
      severity: 'warning',
      title: 'Site settings updated',
      user_id: null,
    });
    expect(JSON.parse(stored[2].additional_data)).toEqual({ id, name: 'Again' });
  });

  it('the acting admin gets their own event already read, the other admins unread', async () => {
    const other = await t.createUser({ roleId: 1 });
    const otherToken = await t.login(other.email, other.password);
    const unread = async (token: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/notification/unread-count/admin',
          headers: bearer(token),
        })
      ).json<{ count: number }>().count;
    const [actorBefore, otherBefore] = [await unread(admin), await unread(otherToken)];
    const patched = await t.app.inject({
      method: 'PATCH',
      url: '/api/sitesettings/1',
      headers: bearer(admin),
      payload: { siteName: 'By the actor' },
    });
    expect(patched.statusCode).toBe(200);
    expect(await unread(admin)).toBe(actorBefore);
    expect(await unread(otherToken)).toBe(otherBefore + 1);
  });

  it('a refused site settings change raises nothing', async () => {
    const before = (await rows('site_settings_updated')).length;
    await t.app.inject({
      method: 'PATCH',
      url: '/api/sitesettings/1',
      headers: bearer(admin),
      payload: { faviconUrl: 'javascript:alert(1)' },
    });
    expect(await rows('site_settings_updated')).toHaveLength(before);
  });

  it('registration notifies the admins with the user’s id, name and e-mail', async () => {
    const body = {
      userName: 'newcomer',
      email: 'newcomer@test.example',
      name: 'New',
      surname: 'Comer',
      password: 'Password123!',
      confirmPassword: 'Password123!',
      phoneNumber: '',
    };
    const res = await t.app.inject({ method: 'POST', url: '/api/Account/Account/Register', payload: body });
    expect(res.statusCode).toBe(201);
    const [row] = await rows('user_created');
    expect(row).toMatchObject({ audience: 'admin', family: 'users', severity: 'info' });
    const data = JSON.parse(row.additional_data);
    expect(data).toEqual({
      userId: expect.any(Number),
      userName: 'newcomer',
      email: 'newcomer@test.example',
    });
  });

  it('a profile update notifies the admins', async () => {
    const user = await t.createUser({ roleId: 3 });
    const token = await t.login(user.email, user.password);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Manage/update',
      headers: bearer(token),
      payload: {
        userName: user.userName,
        email: user.email,
        name: 'Changed',
        surname: 'User',
        phoneNumber: '',
        photo: '',
      },
    });
    expect(res.statusCode).toBe(200);
    const [row] = await rows('user_updated');
    expect(row).toMatchObject({ audience: 'admin', family: 'users', severity: 'warning' });
    expect(JSON.parse(row.additional_data)).toEqual({
      userId: user.id,
      userName: user.userName,
      email: user.email,
    });
  });
});
