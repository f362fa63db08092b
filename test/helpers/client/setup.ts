import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// Rendering whole pages with MUI on a busy 2-core machine can pass jest's 5 s default.
jest.setTimeout(20_000);
// findBy… and waitFor wait up to 5 s (1 s by default): a dialog's closing transition on a
// loaded machine can take longer than a second, and a condition that never holds still fails. Pages
// are loaded before the tests that render them (preloadPages), so no wait includes loading modules.
configure({ asyncUtilTimeout: 5_000 });

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
