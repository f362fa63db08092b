// Building an app migrates and seeds a database; on a busy 2-core machine that can pass jest's 5 s.
jest.setTimeout(30_000);

// Passwords are hashed with Argon2id at its cheapest here: the production parameters cost 13 ms a hash,
// and the suites hash thousands (every seeded account, created user and sign-in). Stored hashes
// still verify as they would; test/server/passwordHashing.test.ts checks the production parameters.
jest.mock('@server/services/account/passwords', () => {
  const actual = jest.requireActual('@server/services/account/passwords');
  const { hash } = jest.requireActual('@node-rs/argon2');
  const cheap = { ...actual.PASSWORD_HASHING, memoryCost: 64, timeCost: 1 };
  return { __esModule: true, ...actual, hashPassword: (password: string) => hash(password, cheap) };
});

// A test fails on an unexpected console.error.
let errors: unknown[][] = [];
const original = console.error;
beforeEach(() => {
  errors = [];
  console.error = (...args: unknown[]) => {
    errors.push(args);
  };
});
afterEach(() => {
  console.error = original;
  if (errors.length > 0) {
    throw new Error(`Unexpected console.error:\n${errors.map((a) => a.map(String).join(' ')).join('\n')}`);
  }
});
