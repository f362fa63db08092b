import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import { startStack, type Stack } from './stack';

/** One running server with a real SMTP sink per worker. */
export const test = base.extend<{ page: Page }, { stack: Stack }>({
  stack: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const stack = await startStack();
      await use(stack);
      await stack.stop();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ stack }, use) => {
    await use(stack.baseURL);
  },
  page: async ({ page }, use) => {
    page.on('pageerror', (e) => {
      throw e;
    });
    await use(page);
  },
});

export { expect };

let counter = 0;
/** A fresh visitor identity for each journey. */
export function newVisitor() {
  counter += 1;
  const tag = `${Date.now().toString(36)}${counter}`;
  return {
    userName: `visitor${tag}`,
    email: `visitor.${tag}@example.com`,
    name: 'Vera',
    surname: 'Visitor',
    phoneNumber: '+90 555 000 00 00',
    password: 'Visitor-pass-123',
  };
}

/** A verified account made through the API (PIN read from the SMTP sink), for journeys that spoil it. */
export async function createVerifiedUser(stack: Stack, request: APIRequestContext) {
  const v = newVisitor();
  const register = await request.post('/api/Account/Account/Register', {
    data: { ...v, confirmPassword: v.password },
  });
  expect(register.status()).toBe(201);
  const pin = await stack.mailbox.waitForCode(v.email);
  const verify = await request.post('/api/Account/Account/VerifyEmail', { data: { email: v.email, pin } });
  expect(verify.ok()).toBe(true);
  return v;
}
