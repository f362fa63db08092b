import { existsSync } from 'node:fs';
import path from 'node:path';
import { MSG } from '@shared/messages';
import { bearer, buildTestApp, type TestApp, type TestUser } from '@test/server/testApp';
import { multipartBody } from '@test/server/multipart';
import { JPEG, PNG, formBody } from './content/support';

// The review's finding: any /uploads/... path was accepted as a photo, and the next change deleted
// that file whoever had uploaded it (docs/requirements.md#uploads).
describe('upload ownership', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  async function session(roleId: 2 | 3 = 3): Promise<{ user: TestUser; token: string }> {
    const user = await t.createUser({ roleId });
    return { user, token: await t.login(user.email, user.password) };
  }

  const uploadPhoto = async (token: string, bytes: Buffer = PNG): Promise<string> => {
    const { body, contentType } = multipartBody('photo', 'me.png', bytes);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Manage/upload-photo',
      headers: { ...bearer(token), 'content-type': contentType },
      payload: body,
    });
    expect(res.statusCode).toBe(200);
    return res.json().photo as string;
  };

  const setPhoto = (user: TestUser, token: string, photo?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/Manage/update',
      headers: bearer(token),
      payload: {
        userName: user.userName,
        email: user.email,
        name: 'Test',
        surname: 'User',
        phoneNumber: '',
        ...(photo === undefined ? {} : { photo }),
      },
    });

  const profile = async (token: string) =>
    (await t.app.inject({ method: 'GET', url: '/api/Manage/profile', headers: bearer(token) })).json();
  const stored = (url: string) => existsSync(path.join(t.config.dataDir, url));
  const uploadRow = (url: string) =>
    t.app.db.selectFrom('uploads').selectAll().where('path', '=', url).executeTakeFirst();

  it('records who uploaded a photo', async () => {
    const { user, token } = await session();
    const photo = await uploadPhoto(token);
    expect(await uploadRow(photo)).toMatchObject({ path: photo, owner_id: user.id, kind: 'photo' });
  });

  it("refuses a consultant's public photo as a customer's photo, and the file stays", async () => {
    const consultant = await session(2);
    const theirs = await uploadPhoto(consultant.token);
    const customer = await session(3);
    const res = await setPhoto(customer.user, customer.token, theirs);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: MSG.photoNotYours,
      errors: [{ field: 'photo', message: MSG.photoNotYours }],
    });
    expect((await profile(customer.token)).photo).toBe('');
    // Clearing afterwards must not touch the consultant's file either.
    expect((await setPhoto(customer.user, customer.token, '')).statusCode).toBe(200);
    expect(stored(theirs)).toBe(true);
    expect((await profile(consultant.token)).photo).toBe(theirs);
  });

  it('refuses an address that is not an upload of the user', async () => {
    const { user, token } = await session();
    for (const photo of ['https://example.com/me.png', '/uploads/photos/not-stored.png']) {
      const res = await setPhoto(user, token, photo);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(MSG.photoNotYours);
    }
  });

  it("never deletes another user's file when a photo pointing at it is cleared or replaced", async () => {
    const owner = await session(2);
    const theirs = await uploadPhoto(owner.token);
    // Rows written before ownership existed may still point at someone else's file.
    const cleared = await session();
    const replaced = await session();
    await t.app.db
      .updateTable('users')
      .set({ photo: theirs })
      .where('id', 'in', [cleared.user.id, replaced.user.id])
      .execute();

    // Keeping such a photo as it is stays allowed: only a new choice must be the user's own.
    expect((await setPhoto(replaced.user, replaced.token, theirs)).statusCode).toBe(200);
    expect((await setPhoto(cleared.user, cleared.token, '')).statusCode).toBe(200);
    expect(stored(theirs)).toBe(true);
    const mine = await uploadPhoto(replaced.token, JPEG);
    expect((await profile(replaced.token)).photo).toBe(mine);
    expect(stored(theirs)).toBe(true);
    expect(await uploadRow(theirs)).toMatchObject({ owner_id: owner.user.id });
  });

  it('keeps an unchanged photo, and deletes an own photo once it is cleared', async () => {
    const { user, token } = await session();
    const photo = await uploadPhoto(token);
    expect((await setPhoto(user, token, photo)).statusCode).toBe(200);
    expect((await setPhoto(user, token)).statusCode).toBe(200);
    expect((await profile(token)).photo).toBe(photo);
    expect(stored(photo)).toBe(true);

    expect((await setPhoto(user, token, '')).statusCode).toBe(200);
    expect(stored(photo)).toBe(false);
    expect(await uploadRow(photo)).toBeUndefined();
  });

  it("records an about-us image as the uploading admin's, and deleting it removes only its file", async () => {
    const admin = await t.createUser({ roleId: 1 });
    const token = await t.login(admin.email, admin.password);
    const { id } = (await t.app.inject({ method: 'GET', url: '/api/aboutus' })).json();
    const add = async () => {
      const { payload, contentType } = formBody([{ name: 'image', filename: 'a.png', content: PNG }]);
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/aboutus/${id}/images`,
        headers: { ...bearer(token), 'content-type': contentType },
        payload,
      });
      expect(res.statusCode).toBe(201);
      return res.json() as { id: number; url: string };
    };
    const first = await add();
    const second = await add();
    expect(await uploadRow(first.url)).toMatchObject({ owner_id: admin.id, kind: 'about' });

    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/aboutus/images/${first.id}`,
      headers: bearer(token),
    });
    expect(del.statusCode).toBe(204);
    expect(stored(first.url)).toBe(false);
    expect(await uploadRow(first.url)).toBeUndefined();
    expect(stored(second.url)).toBe(true);
  });
});
