// Building an app migrates and seeds a database; on a busy 2-core machine that can pass jest's 5 s.
jest.setTimeout(30_000);

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
