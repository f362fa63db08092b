import { existsSync, readdirSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { MSG } from '@shared/messages';
import { bearer, buildTestApp, type TestApp } from '@test/server/testApp';
import { multipartBody } from '@test/server/multipart';
import { sweepPhotos } from '@server/services/account/photoSweep';
import { storeUpload } from '@server/services/uploads';

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 1),
]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 2)]);
const GIF = Buffer.concat([Buffer.from('GIF89a', 'latin1'), Buffer.alloc(32, 3)]);
const WEBP = Buffer.concat([
  Buffer.from('RIFF', 'latin1'),
  Buffer.from([0x24, 0, 0, 0]),
  Buffer.from('WEBPVP8 ', 'latin1'),
  Buffer.alloc(32, 4),
]);

describe('profile photo upload', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  async function session() {
    const user = await t.createUser();
    return { user, token: await t.login(user.email, user.password) };
  }

  const upload = (token: string, file: Buffer, field = 'photo', filename = 'me.png') => {
    const { body, contentType } = multipartBody(field, filename, file);
    return t.app.inject({
      method: 'POST',
      url: '/api/Manage/upload-photo',
      headers: { ...bearer(token), 'content-type': contentType },
      payload: body,
    });
  };

  it.each([
    ['PNG', PNG, 'png'],
    ['JPEG', JPEG, 'jpg'],
    ['GIF', GIF, 'gif'],
    ['WebP', WEBP, 'webp'],
  ])('stores a %s under a generated name and on the user', async (_label, bytes, ext) => {
    const { token } = await session();
    const res = await upload(token, bytes, 'photo', '../../etc/passwd.png');
    expect(res.statusCode).toBe(200);
    const { photo } = res.json();
    expect(photo).toMatch(new RegExp(`^/uploads/photos/[0-9a-f-]{36}\\.${ext}$`));
    const file = path.join(t.config.dataDir, photo);
    expect(existsSync(file)).toBe(true);
    expect(readFileSync(file).equals(bytes)).toBe(true);
    const me = await t.app.inject({ method: 'GET', url: '/api/Manage/profile', headers: bearer(token) });
    expect(me.json().photo).toBe(photo);
    const served = await t.app.inject({ method: 'GET', url: photo });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(bytes)).toBe(true);
  });

  it('accepts any single file field name', async () => {
    const { token } = await session();
    expect((await upload(token, PNG, 'file')).statusCode).toBe(200);
  });

  it('removes the replaced photo', async () => {
    const { token } = await session();
    const first = (await upload(token, PNG)).json().photo;
    await upload(token, JPEG);
    expect(existsSync(path.join(t.config.dataDir, first))).toBe(false);
  });

  it('leaves one file, the photo the user has, after thirty uploads at once', async () => {
    const { user, token } = await session();
    const answers = await Promise.all(Array.from({ length: 30 }, () => upload(token, PNG)));
    // Those beyond the cap of files held at once are refused, with nothing written.
    const refused = answers.filter((a) => a.statusCode !== 200);
    expect(refused.length).toBeLessThan(30);
    for (const a of refused) {
      expect([a.statusCode, a.json().message]).toEqual([
        429,
        'Your earlier uploads are still being stored. Please try again in a moment.',
      ]);
    }
    const row = await t.app.db
      .selectFrom('users')
      .select('photo')
      .where('id', '=', user.id)
      .executeTakeFirst();
    // Each upload discards exactly the photo it replaced: no loser's file is left behind.
    const kept = await t.app.db
      .selectFrom('uploads')
      .select('path')
      .where('owner_id', '=', user.id)
      .where('kind', '=', 'photo')
      .execute();
    expect(kept.map((k) => k.path)).toEqual([row!.photo]);
    const stored = answers.filter((a) => a.statusCode === 200).map((a) => a.json().photo as string);
    expect(stored.filter((photo) => existsSync(path.join(t.config.dataDir, photo)))).toEqual([row!.photo]);
  });

  it('holds at most three photo files of one user at once, refusing an upload beyond them', async () => {
    const { user, token } = await session();
    const own = (await upload(token, PNG)).json().photo as string;
    // Two uploads of theirs still on the way to replacing the photo.
    const pending = [
      await storeUpload(t.app, user.id, 'photo', PNG, 'png'),
      await storeUpload(t.app, user.id, 'photo', PNG, 'png'),
    ];
    const files = () => readdirSync(path.join(t.config.dataDir, 'uploads', 'photos')).length;
    const before = files();
    const refused = await upload(token, JPEG);
    expect([refused.statusCode, refused.json().message]).toEqual([
      429,
      'Your earlier uploads are still being stored. Please try again in a moment.',
    ]);
    expect(files()).toBe(before);
    await expect(storeUpload(t.app, user.id, 'photo', PNG, 'png')).rejects.toMatchObject({ statusCode: 429 });
    const held = await t.app.db
      .selectFrom('uploads')
      .select('path')
      .where('owner_id', '=', user.id)
      .execute();
    expect(held.map((h) => h.path).sort()).toEqual([own, ...pending].sort());
    // Another user is not held back by them.
    expect((await upload((await session()).token, PNG)).statusCode).toBe(200);
  });

  it('sweeps away, after an hour, photos that nobody has and files that no upload names', async () => {
    const { user, token } = await session();
    const mine = (await upload(token, PNG)).json().photo as string;
    // Left behind by a crash: an upload that became nobody's photo, and a file with no row.
    const orphan = await storeUpload(t.app, user.id, 'photo', PNG, 'png');
    const strayName = '0b7e7c62-6a43-4d8e-9d3c-3f1f6f0c1a2b.png';
    const stray = path.join(t.config.dataDir, 'uploads', 'photos', strayName);
    writeFileSync(stray, PNG);
    const notes = path.join(t.config.dataDir, 'uploads', 'photos', 'README.txt');
    writeFileSync(notes, 'not an upload');
    const exists = (url: string) => existsSync(path.join(t.config.dataDir, url));
    // Within the hour: an upload on its way looks the same, so nothing goes yet.
    await sweepPhotos(t.app);
    expect([exists(mine), exists(orphan), existsSync(stray)]).toEqual([true, true, true]);
    t.clock.advance(61 * 60 * 1000);
    const old = new Date(t.clock.now() - 61 * 60 * 1000);
    utimesSync(stray, old, old);
    expect(await sweepPhotos(t.app)).toBeGreaterThanOrEqual(2);
    expect([exists(mine), exists(orphan), existsSync(stray), existsSync(notes)]).toEqual([
      true,
      false,
      false,
      true,
    ]);
    const rows = await t.app.db
      .selectFrom('uploads')
      .select('path')
      .where('owner_id', '=', user.id)
      .execute();
    expect(rows.map((r) => r.path)).toEqual([mine]);
  });

  it('refuses a file that only claims to be an image', async () => {
    const { token } = await session();
    const res = await upload(token, Buffer.from('<svg onload="alert(1)"></svg>'), 'photo', 'x.png');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: MSG.unsupportedImage,
      errors: [{ field: 'photo', message: MSG.unsupportedImage }],
    });
  });

  it('refuses more than 5 MiB', async () => {
    const { token } = await session();
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    const res = await upload(token, big);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: MSG.fileTooLarge });
  });

  it('refuses a request without a file, a JSON body and a broken multipart body', async () => {
    const { token } = await session();
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/Manage/upload-photo',
      headers: bearer(token),
      payload: { photo: 'x' },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().message).toBe(MSG.noFile);
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/Manage/upload-photo',
      headers: { ...bearer(token), 'content-type': 'multipart/form-data; boundary=xyz' },
      payload: '--xyz\r\nContent-Disposition: form-data; name="photo"; filename="a.png"\r\n\r\nabc',
    });
    expect(broken.statusCode).toBe(400);
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/Manage/upload-photo',
      headers: { ...bearer(token), 'content-type': 'multipart/form-data; boundary=xyz' },
      payload: '--xyz--\r\n',
    });
    expect(empty.statusCode).toBe(400);
  });

  it('needs a token', async () => {
    const { body, contentType } = multipartBody('photo', 'a.png', PNG);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Manage/upload-photo',
      headers: { 'content-type': contentType },
      payload: body,
    });
    expect(res.statusCode).toBe(401);
  });
});
