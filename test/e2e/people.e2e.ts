import type { Browser, Page } from '@playwright/test';
import { test, expect } from './fixtures';

const ADMIN = { email: 'admin@example.com', password: 'Admin123!' };

async function signedIn(browser: Browser, baseURL: string, who: { email: string; password: string }) {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  page.on('pageerror', (e) => {
    throw e;
  });
  await page.goto('/login');
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password').fill(who.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/$/);
  return page;
}

/** The bell's panel names the live connection's state. */
async function connectionState(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Notifications' }).click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  const chip = panel.locator('[data-state]');
  await expect(chip).toBeVisible();
  const state = (await chip.getAttribute('data-state'))!;
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  return state;
}

const pageLoads = (page: Page) => page.evaluate(() => performance.getEntriesByType('navigation').length);

test('an administrator makes a consultant, turns them into a customer and deactivates them, and their open page follows', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const tag = Date.now().toString(36);
  const person = {
    userName: `cora${tag}`,
    email: `cora.${tag}@example.com`,
    password: 'Consultant-pass-123',
    name: 'Cora',
    surname: `Lindqvist${tag}`,
  };
  const fullName = `${person.name} ${person.surname}`;

  // 1. The administrator creates a consultant with an initial password.
  const admin = await signedIn(browser, baseURL!, ADMIN);
  await admin.goto('/dashboard/users');
  await admin.getByRole('button', { name: 'New user' }).click();
  const form = admin.getByRole('form', { name: 'New user' });
  await form.getByLabel('User name').fill(person.userName);
  await form.getByLabel('Email').fill(person.email);
  await form.getByLabel('First name').fill(person.name);
  await form.getByLabel('Last name').fill(person.surname);
  await form.getByRole('combobox', { name: 'Role' }).click();
  await admin.getByRole('option', { name: 'Consultant' }).click();
  await form.getByLabel('Send an invitation e-mail').uncheck();
  await form.getByLabel('Initial password').fill(person.password);
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(form).toBeHidden();
  await admin.getByLabel('Search users').fill(person.email);
  const row = admin.getByRole('row', { name: new RegExp(fullName) });
  await expect(row).toContainText('Consultant');

  // They log in and reach the consultant's pages, and nothing of an administrator's.
  const consultant = await signedIn(browser, baseURL!, person);
  await consultant.getByRole('button', { name: 'Account menu' }).click();
  await consultant.getByRole('menuitem', { name: 'Dashboard' }).click();
  const nav = consultant.getByRole('navigation', { name: 'Dashboard navigation' });
  await expect(nav.getByRole('link', { name: 'My Tasks' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Users' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Settings' })).toHaveCount(0);
  await consultant.goto('/dashboard/users');
  await expect(consultant.getByRole('heading', { name: 'Access denied' })).toBeVisible();
  await consultant.goto('/dashboard/tasks');
  await expect(consultant.getByRole('heading', { name: 'My Tasks', level: 1 })).toBeVisible();
  expect(await connectionState(consultant)).toBe('connected');
  const loads = await pageLoads(consultant);

  // 2. The administrator makes them a customer: their open page follows without a reload.
  await row.getByRole('button', { name: `Edit ${fullName}` }).click();
  const edit = admin.getByRole('form', { name: `Edit ${fullName}` });
  await edit.getByRole('combobox', { name: 'Role' }).click();
  await admin.getByRole('option', { name: 'Customer' }).click();
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(row).toContainText('Customer');

  await expect(consultant.getByRole('heading', { name: 'Access denied' })).toBeVisible({ timeout: 15_000 });
  await consultant.getByRole('button', { name: 'Account menu' }).click();
  await expect(consultant.getByRole('menuitem', { name: 'My Projects' })).toBeVisible();
  await expect(consultant.getByRole('menuitem', { name: 'Dashboard' })).toHaveCount(0);
  await consultant.keyboard.press('Escape');
  expect(await pageLoads(consultant)).toBe(loads);
  // The server refuses what the old role could do, whatever the page still holds.
  // The persisted session keeps each field as JSON text.
  const token = await consultant.evaluate(() => {
    const stored = JSON.parse(localStorage.getItem('persist:session') ?? '{}') as { token?: string };
    return stored.token ? (JSON.parse(stored.token) as string | null) : null;
  });
  expect(token).toBeTruthy();
  const refused = await consultant.request.get('/api/tasks', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(refused.status()).toBe(403);
  await expect.poll(() => connectionState(consultant)).toBe('connected');

  // 3. The administrator deactivates them: the live connection ends, and so does the session.
  await row.getByRole('button', { name: `Deactivate ${fullName}` }).click();
  await admin
    .getByRole('dialog', { name: 'Deactivate user?' })
    .getByRole('button', { name: 'Deactivate' })
    .click();
  await expect(row).toContainText('Inactive');
  await expect.poll(() => connectionState(consultant), { timeout: 15_000 }).not.toBe('connected');
  const gone = await consultant.request.get('/api/Manage/profile', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(gone.status()).toBe(401);
  // The next call the page makes ends the session in the browser too.
  await consultant.getByRole('button', { name: 'Account menu' }).click();
  await consultant.getByRole('menuitem', { name: 'My Profile' }).click();
  await expect(consultant).toHaveURL(/\/login/);

  // Logging in again is refused with a clear message.
  await consultant.getByLabel('Email').fill(person.email);
  await consultant.getByLabel('Password').fill(person.password);
  await consultant.getByRole('button', { name: 'Log in' }).click();
  await expect(
    consultant.getByText('This account has been deactivated. Please contact an administrator.'),
  ).toBeVisible();
  for (const page of [admin, consultant]) await page.context().close();
});
