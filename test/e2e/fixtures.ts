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

/**
 * A verified account made through the API (PIN read from the SMTP sink), for journeys that spoil it;
 * `names` tells several people of one journey apart.
 */
export async function createVerifiedUser(
  stack: Stack,
  request: APIRequestContext,
  names: { name?: string; surname?: string } = {},
) {
  const v = { ...newVisitor(), ...names };
  const register = await request.post('/api/Account/Account/Register', {
    data: { ...v, confirmPassword: v.password },
  });
  expect(register.status()).toBe(201);
  const pin = await stack.mailbox.waitForCode(v.email);
  const verify = await request.post('/api/Account/Account/VerifyEmail', { data: { email: v.email, pin } });
  expect(verify.ok()).toBe(true);
  return v;
}

type Visitor = ReturnType<typeof newVisitor>;

/** Fills the sign-up form (on /signup) with `v` and sends it. */
export async function fillSignUp(page: Page, v: Visitor) {
  await page.getByLabel('User name').fill(v.userName);
  await page.getByLabel('Email').fill(v.email);
  await page.getByLabel('First name').fill(v.name);
  await page.getByLabel('Last name').fill(v.surname);
  await page.getByLabel('Phone number').fill(v.phoneNumber);
  await page.getByLabel('Password', { exact: true }).fill(v.password);
  await page.getByLabel('Confirm password').fill(v.password);
  await page.getByRole('button', { name: 'Sign up' }).click();
}

/** Signs `v` up through the form and verifies with the mailed PIN; returns the PIN. */
export async function signUpAndVerify(page: Page, stack: Stack, v: Visitor) {
  await fillSignUp(page, v);
  await expect(page).toHaveURL(/\/verify-email\?email=/);
  const pin = await stack.mailbox.waitForCode(v.email);
  await expect(page.getByLabel('Email')).toHaveValue(v.email);
  await page.getByLabel('Verification PIN').fill(pin);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/login$/);
  // The address changes before the login page's code has loaded, and until then the verification
  // page, with an Email field of its own, stays on screen: typing then would fill the wrong form.
  // The login page is there once its heading is, and settled once it shows the verification's outcome.
  await expect(page.getByRole('heading', { name: 'Log in', level: 1 })).toBeVisible();
  await expect(page.getByText('Email verified successfully').first()).toBeVisible();
  return pin;
}
