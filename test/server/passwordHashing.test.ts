import * as argon2 from '@node-rs/argon2';
import { verify } from '@node-rs/argon2';
import { checkPassword, hashPassword } from '@server/services/account/passwords';

// The suites hash with cheap parameters (test/helpers/server/setup.ts); the server's own are checked
// here against the security floor: Argon2id, m=19456 KiB, t=2, p=1 (docs/requirements.md#security).
// Jest hoists the unmock above the imports.
jest.unmock('@server/services/account/passwords');
// The library itself, watched: which checks and hashes a password check makes.
jest.mock('@node-rs/argon2', () => {
  const actual = jest.requireActual('@node-rs/argon2');
  return { ...actual, verify: jest.fn(actual.verify), hash: jest.fn(actual.hash) };
});

describe('password hashing', () => {
  it('stores Argon2id with m=19456 KiB, t=2 and p=1', async () => {
    const stored = await hashPassword('Password123!');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    expect(await verify(stored, 'Password123!')).toBe(true);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
  });

  it('accepts the right password only, and refuses without a stored hash', async () => {
    const stored = await hashPassword('Password123!');
    expect(await checkPassword(stored, 'Password123!')).toBe(true);
    expect(await checkPassword(stored, 'password123!')).toBe(false);
    expect(await checkPassword(undefined, 'Password123!')).toBe(false);
    expect(await checkPassword('not a hash', 'Password123!')).toBe(false);
  });

  it('spends a real check on an unknown account too, against one dummy hash made once', async () => {
    const verifying = jest.mocked(argon2.verify);
    const hashing = jest.mocked(argon2.hash);
    verifying.mockClear();
    hashing.mockClear();
    expect(await checkPassword(undefined, 'first guess')).toBe(false);
    expect(await checkPassword('', 'second guess')).toBe(false);
    expect(verifying.mock.calls.map(([stored, password]) => [stored.slice(0, 10), password])).toEqual([
      ['$argon2id$', 'first guess'],
      ['$argon2id$', 'second guess'],
    ]);
    expect(verifying.mock.calls[0][0]).toBe(verifying.mock.calls[1][0]);
    expect(hashing.mock.calls.length).toBeLessThanOrEqual(1);
  });
});
