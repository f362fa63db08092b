import type { Page } from '@playwright/test';
import { test, expect, createVerifiedUser } from './fixtures';

interface Credentials {
  email: string;
  password: string;
}

async function submitLogin(page: Page, user: Credentials) {
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/**
 * The moment the login navigates away from /login, the page itself starts a full page load: a reload,
 * or `typed` as if typed into the address bar. No round trip through the test runner is quicker, so
 * the session must already be stored when the login navigates. Resolves once the new page has loaded.
 */
async function loadPageOnLeavingLogin(page: Page, typed?: string): Promise<() => Promise<unknown>> {
  await page.evaluate((target) => {
    const replace = window.history.replaceState.bind(window.history);
    window.history.replaceState = (...args: Parameters<History['replaceState']>) => {
      replace(...args);
      if (window.location.pathname.startsWith('/login')) return;
      if (target) window.location.assign(target);
      else window.location.reload();
    };
  }, typed);
  const loaded = page.waitForEvent('load');
  return () => loaded;
}

async function expectLoggedIn(page: Page) {
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  await expect(page).not.toHaveURL(/\/login/);
}

test('a reload right after logging in keeps the session', async ({ page, stack }) => {
  const user = await createVerifiedUser(stack, page.request);
  await page.goto('/login');
  const reloaded = await loadPageOnLeavingLogin(page);
  await submitLogin(page, user);
  await reloaded();
  await expectLoggedIn(page);
  await expect(page).toHaveURL(/\/$/);
});

test('a protected page typed in right after logging in opens', async ({ page, stack }) => {
  const user = await createVerifiedUser(stack, page.request);
  await page.goto('/login');
  const loaded = await loadPageOnLeavingLogin(page, '/profile');
  await submitLogin(page, user);
  await loaded();
  await expectLoggedIn(page);
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { name: `${user.name} ${user.surname}` })).toBeVisible();
});

test('the page the guard remembered survives a reload right after logging in', async ({ page, stack }) => {
  const user = await createVerifiedUser(stack, page.request);
  await page.goto('/notifications');
  await expect(page).toHaveURL(/\/login$/);
  const reloaded = await loadPageOnLeavingLogin(page);
  await submitLogin(page, user);
  await reloaded();
  await expectLoggedIn(page);
  await expect(page).toHaveURL(/\/notifications$/);
});
