import '@testing-library/jest-dom';

// Rendering lazy pages with MUI on a busy 2-core machine can pass jest's 5 s default.
jest.setTimeout(20_000);

// A test fails on an unexpected console.error: it usually means a React warning or a swallowed bug.
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
