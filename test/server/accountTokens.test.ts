import { createHmac } from 'node:crypto';
import { issueToken, readToken, TOKEN_AUDIENCE, TOKEN_ISSUER } from '@server/services/account/tokens';
import { bearer, buildTestApp, type TestApp } from '@test/server/testApp';

const ADMIN = { email: 'admin@example.com', password: 'Admin123!' };

function decodeClaims(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8'));
}

describe('tokens', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const profile = (token: string) =>
    t.app.inject({ method: 'GET', url: '/api/Manage/profile', headers: bearer(token) });

  it('refuses an expired token', async () => {
    const token = await t.login(ADMIN.email, ADMIN.password);
    t.clock.advance(24 * 3_600_000 + 1_000);
    expect((await profile(token)).statusCode).toBe(401);
  });

  it('refuses a tampered, foreign or malformed token', async () => {
    const token = await t.login(ADMIN.email, ADMIN.password);
    const [h, , s] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ ...decodeClaims(token), role: 1, sub: '2' })).toString(
      'base64url',
    );
    expect((await profile(`${h}.${forged}.${s}`)).statusCode).toBe(401);
    expect((await profile('not.a.token')).statusCode).toBe(401);
    const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${forged}.`;
    expect((await profile(none)).statusCode).toBe(401);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/Manage/profile',
      headers: { authorization: 'Basic abc' },
    });
    expect(res.statusCode).toBe(401);
  });

  it('refuses a token signed for another audience or issuer', async () => {
    const { createSigner } = await import('fast-jwt');
    const sign = (extra: object) =>
      createSigner({ key: t.config.jwtSecret, expiresIn: 60_000, clockTimestamp: t.clock.now() })({
        sub: '1',
        role: 1,
        jti: 'x',
        iss: TOKEN_ISSUER,
        aud: TOKEN_AUDIENCE,
        ...extra,
      });
    expect((await profile(sign({}))).statusCode).toBe(200);
    expect((await profile(sign({ aud: 'someone-else' }))).statusCode).toBe(401);
    expect((await profile(sign({ iss: 'someone-else' }))).statusCode).toBe(401);
  });

  it('checks the expiry and the start of validity against the server clock of each request', async () => {
    const { createSigner } = await import('fast-jwt');
    const sign = createSigner({ key: t.config.jwtSecret, clockTimestamp: t.clock.now() });
    const base = { sub: '1', role: 1, jti: 'dates', iss: TOKEN_ISSUER, aud: TOKEN_AUDIENCE };
    const now = Math.floor(t.clock.now() / 1000);
    const token = sign({ ...base, exp: now + 60 });
    expect((await profile(token)).statusCode).toBe(200);
    expect((await profile(sign({ ...base, exp: now + 60, nbf: now + 30 }))).statusCode).toBe(401);
    expect((await profile(sign({ ...base, exp: now + 60, nbf: now - 30 }))).statusCode).toBe(200);
    expect((await profile(sign(base))).statusCode).toBe(401);
    // Dates that are not numbers, which fast-jwt's signer would not write.
    const handSigned = (claims: object) => {
      const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
      const input = `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}`;
      return `${input}.${createHmac('sha256', t.config.jwtSecret).update(input).digest('base64url')}`;
    };
    expect((await profile(handSigned({ ...base, exp: now + 60 }))).statusCode).toBe(200);
    expect((await profile(handSigned({ ...base, exp: String(now + 60) }))).statusCode).toBe(401);
    expect((await profile(handSigned({ ...base, exp: now + 60, nbf: 'soon' }))).statusCode).toBe(401);
    // The same token, once the clock has passed its expiry.
    t.clock.advance(61_000);
    expect((await profile(token)).statusCode).toBe(401);
  });

  it('remembers a verified token for its secret only, and never a forged one', () => {
    const secret = 'a-secret-only-this-test-uses-0123456789-abcdefghijklmnop';
    const now = Date.now();
    const { token } = issueToken(secret, 7, 1, now);
    const first = readToken(secret, token, now);
    expect(first).toMatchObject({ sub: '7', role: 1 });
    expect(readToken(secret, token, now)).toEqual(first);
    // Remembered or not, the dates are the clock's of each call.
    expect(readToken(secret, token, now + 25 * 3_600_000)).toBeNull();
    expect(readToken(`${secret}-another`, token, now)).toBeNull();
    const [h, p, s] = token.split('.');
    const flipped = `${h}.${p}.${s.slice(0, -2)}${s.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(readToken(secret, flipped, now)).toBeNull();
    expect(readToken(secret, flipped, now)).toBeNull();
  });

  describe('the claims a token must carry', () => {
    const secret = 'claims-table-secret-0123456789-abcdefghijklmnopqrstuvwxyz';
    const now = Date.parse('2026-06-01T12:00:00.000Z');
    const seconds = now / 1000;
    const base = {
      sub: '12',
      role: 3,
      jti: 'claims',
      iss: TOKEN_ISSUER,
      aud: TOKEN_AUDIENCE,
      exp: seconds + 60,
    };
    const signed = (claims: object) => {
      const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
      const input = `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}`;
      return `${input}.${createHmac('sha256', secret).update(input).digest('base64url')}`;
    };

    it.each<[string, object, boolean]>([
      ['all it needs', {}, true],
      ['an expiry of this very second', { exp: seconds }, true],
      ['an expiry a second ago', { exp: seconds - 1 }, false],
      ['a start of this very second', { nbf: seconds }, true],
      ['a start a second ahead', { nbf: seconds + 1 }, false],
      ['no jti', { jti: undefined }, false],
      ['a jti that is a number', { jti: 5 }, false],
      ['a subject of 0', { sub: '0' }, false],
      ['a subject with a leading 0', { sub: '012' }, false],
      ['a subject with letters after the digits', { sub: '12a' }, false],
      ['a subject with letters before the digits', { sub: 'a12' }, false],
      ['a version of 0', { ver: 0 }, true],
      ['a version of 4', { ver: 4 }, true],
      ['a negative version', { ver: -1 }, false],
      ['a version with a fraction', { ver: 1.5 }, false],
      ['a version that is a string', { ver: '1' }, false],
    ])('%s: %j', (_label, claims, valid) => {
      expect(readToken(secret, signed({ ...base, ...claims }), now) !== null).toBe(valid);
    });

    it('counts a token without a version as version 0', () => {
      expect(readToken(secret, signed(base), now)).toMatchObject({ ver: 0, jti: 'claims' });
    });
  });
});
