import type { KyselyPlugin } from 'kysely';
import { revokeToken } from '@server/repositories/revokedTokens';
import { findTokenHolder } from '@server/services/account/tokenHolders';
import { buildTestApp, type TestApp } from '@test/server/testApp';

/** Counts the statements a Kysely instance sends. */
function counting(): KyselyPlugin & { count: number } {
  const plugin = {
    count: 0,
    transformQuery(args: Parameters<KyselyPlugin['transformQuery']>[0]) {
      plugin.count += 1;
      return args.node;
    },
    async transformResult(args: Parameters<KyselyPlugin['transformResult']>[0]) {
      return args.result;
    },
  };
  return plugin;
}

describe('the token holder lookup of every signed-in request', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('answers the user and whether the token was revoked, in one statement', async () => {
    const user = await t.createUser();
    const plugin = counting();
    const db = t.app.db.withPlugin(plugin);
    const jti = `jti-${user.id}`;

    const fresh = await findTokenHolder(db, user.id, jti);
    expect(plugin.count).toBe(1);
    expect(fresh).toEqual({ id: user.id, role_id: 3, is_active: 1, token_version: 0, revoked: false });

    await revokeToken(t.app.db, jti, new Date(Date.now() + 60_000).toISOString(), new Date().toISOString());
    expect((await findTokenHolder(t.app.db, user.id, jti))?.revoked).toBe(true);
    // Another token of the same user is untouched.
    expect((await findTokenHolder(t.app.db, user.id, `${jti}-other`))?.revoked).toBe(false);
  });

  it('answers nothing for a user that does not exist', async () => {
    expect(await findTokenHolder(t.app.db, 987654, 'any')).toBeUndefined();
  });
});
