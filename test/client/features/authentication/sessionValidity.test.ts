import { decodeJwtPayload, isSessionValid } from '@client/features/authentication/sessionValidity';
import { makeJwt, makeUser, NOW } from '@test/client/session';

const MIN = 60_000;
const session = (msLeft: number, token = makeJwt(NOW + msLeft)) => ({
  token,
  expiration: new Date(NOW + msLeft).toISOString(),
  user: makeUser(),
});

describe('isSessionValid', () => {
  it('accepts a session with more than 5 minutes left', () => {
    expect(isSessionValid(session(5 * MIN + 1000), NOW)).toBe(true);
    expect(isSessionValid(session(24 * 60 * MIN), NOW)).toBe(true);
  });

  it.each([
    ['the token is missing', { ...session(60 * MIN), token: null }],
    ['the expiration is missing', { ...session(60 * MIN), expiration: null }],
    ['the user is missing', { ...session(60 * MIN), user: null }],
    ['exactly 5 minutes are left', session(5 * MIN)],
    ['less than 5 minutes are left', session(4 * MIN)],
    ['the expiration has passed', session(-MIN)],
    ['the expiration is unreadable', { ...session(60 * MIN), expiration: 'soon' }],
    ['the token has no exp claim', session(60 * MIN, makeJwt(undefined, { sub: '7' }))],
    ['the token exp claim has passed', session(60 * MIN, makeJwt(NOW - 1000))],
    ['the token is not a JWT', session(60 * MIN, 'opaque-token')],
  ])('rejects a session when %s', (_label, stored) => {
    expect(isSessionValid(stored, NOW)).toBe(false);
  });
});

describe('decodeJwtPayload', () => {
  it('decodes base64url payloads with non-ASCII text', () => {
    expect(decodeJwtPayload(makeJwt(NOW, { name: 'Ayşe' }))).toMatchObject({ name: 'Ayşe' });
  });

  it('gives null for a malformed token', () => {
    expect(decodeJwtPayload('a.%%%.c')).toBeNull();
    expect(decodeJwtPayload('only-one-part')).toBeNull();
  });
});
