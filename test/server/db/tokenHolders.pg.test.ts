import type { Client } from 'pg';
import { versionMirrorOf } from '@server/db/versionMirror';
import { eventually } from '@test/server/eventually';
import { connectBeside } from '@test/server/pgSchema';
import { bearer, buildTestApp, type TestApp } from '@test/server/testApp';

// A token's holder kept under the `tokenHolders` counter on PostgreSQL (migration 016,
// repositories/revokedTokens.ts, db/versionMirror.ts).

describe("a token's holder, kept while nothing behind it changes", () => {
  let t: TestApp;
  /** Another process's connection to the same database and schema. */
  let other: Client;

  beforeAll(async () => {
    t = await buildTestApp();
    ({ other } = await connectBeside(t.app.db));
  });
  afterAll(async () => {
    await other.end();
    await t.close();
  });

  /** The status of a read only a signed-in user may make. */
  const profile = async (token: string) =>
    (await t.app.inject({ method: 'GET', url: '/api/Manage/profile', headers: bearer(token) })).statusCode;
  /** The status of a read only an administrator may make. */
  const userList = async (token: string) =>
    (await t.app.inject({ method: 'GET', url: '/api/User', headers: bearer(token) })).statusCode;
  const counter = async () =>
    String(
      (await other.query(`select version from content_versions where name = 'tokenHolders'`)).rows[0].version,
    );
  const heard = async () => {
    const written = await counter();
    await eventually(() => versionMirrorOf(t.app.db)!.get('content_versions', 'tokenHolders') === written);
  };

  async function signedInUser() {
    const user = await t.createUser();
    return { ...user, token: await t.login(user.email, user.password) };
  }

  it('is kept: a change made with the triggers off is not seen until the next announced change', async () => {
    const user = await signedInUser();
    expect(await profile(user.token)).toBe(200);
    // Triggers do not run for a replica session: the counter stays, so the kept holder is used.
    await other.query(`set session_replication_role = replica`);
    try {
      await other.query(`update users set is_active = 0 where id = $1`, [user.id]);
    } finally {
      await other.query(`set session_replication_role = origin`);
    }
    expect(await profile(user.token)).toBe(200);
    // Any announced change of a holder makes every holder be read again.
    await other.query(`update users set token_version = token_version where id = 1`);
    await heard();
    expect(await profile(user.token)).toBe(401);
  });

  it("sees another process's deactivation, role change and revocation once announced", async () => {
    const user = await signedInUser();
    expect(await userList(user.token)).toBe(403);
    await other.query(`update users set role_id = 1 where id = $1`, [user.id]);
    await heard();
    expect(await userList(user.token)).toBe(200);

    const claims = JSON.parse(Buffer.from(user.token.split('.')[1]!, 'base64url').toString()) as {
      jti: string;
    };
    await other.query(`insert into revoked_tokens (jti, expires_at) values ($1, $2)`, [
      claims.jti,
      new Date(Date.now() + 86_400_000).toISOString(),
    ]);
    await heard();
    expect(await profile(user.token)).toBe(401);

    const second = await signedInUser();
    expect(await profile(second.token)).toBe(200);
    await other.query(`delete from users where id = $1`, [second.id]);
    await heard();
    expect(await profile(second.token)).toBe(401);
  });

  it("refuses a token at once after this process's sign-out, every time", async () => {
    for (let i = 0; i < 10; i += 1) {
      const user = await signedInUser();
      expect(await profile(user.token)).toBe(200);
      const out = await t.app.inject({
        method: 'POST',
        url: '/api/Account/logout',
        headers: bearer(user.token),
      });
      expect(out.statusCode).toBeLessThan(300);
      expect(await profile(user.token)).toBe(401);
    }
  });

  it('refuses at once after a deactivation written by this process outside a request', async () => {
    for (let i = 0; i < 10; i += 1) {
      const user = await signedInUser();
      expect(await profile(user.token)).toBe(200);
      await t.app.db.updateTable('users').set({ is_active: 0 }).where('id', '=', user.id).execute();
      expect(await profile(user.token)).toBe(401);
    }
  });
});
