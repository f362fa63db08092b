import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { test, expect, newVisitor, fillSignUp } from './fixtures';
import type { Stack } from './stack';

const ADMIN = { email: 'admin@example.com', password: 'Admin123!' };

async function apiLogin(request: APIRequestContext, email: string, password: string): Promise<string> {
  const res = await request.post('/api/Account/login', { data: { email, password } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** A verified customer made through the API (the demo customer may be locked by another journey). */
async function verifiedCustomer(request: APIRequestContext, stack: Stack) {
  const v = newVisitor();
  const registered = await request.post('/api/Account/Account/Register', {
    data: { ...v, confirmPassword: v.password },
  });
  expect(registered.ok()).toBe(true);
  const pin = await stack.mailbox.waitForCode(v.email);
  const verified = await request.post('/api/Account/Account/VerifyEmail', { data: { email: v.email, pin } });
  expect(verified.ok()).toBe(true);
  return v;
}

async function uiLogin(browser: Browser, baseURL: string, email: string, password: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  page.on('pageerror', (e) => {
    throw e;
  });
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).not.toHaveURL(/\/login/);
  return page;
}

/** The bell's number; a hidden badge counts as 0 and '99+' as 100. */
async function badgeCount(page: Page): Promise<number> {
  const badge = page.getByRole('button', { name: 'Notifications' }).locator('.MuiBadge-badge');
  if (await badge.evaluate((el) => el.classList.contains('MuiBadge-invisible'))) return 0;
  const text = (await badge.innerText()).trim();
  return text === '99+' ? 100 : Number(text);
}

/** The live connection is up once the bell's panel says so. */
async function expectConnected(page: Page) {
  await page.getByRole('button', { name: 'Notifications' }).click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await expect(panel.getByText('Connected', { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
}

test('an administrator sees a new registration arrive live, without a reload', async ({
  browser,
  baseURL,
  request,
  page,
}) => {
  // Earlier journeys on this server raised admin notifications; start the badge from zero.
  const adminToken = await apiLogin(request, ADMIN.email, ADMIN.password);
  expect(
    (await request.post('/api/notification/mark-all-read', { headers: bearer(adminToken) })).status(),
  ).toBe(204);

  const admin = await uiLogin(browser, baseURL!, ADMIN.email, ADMIN.password);
  await expectConnected(admin);
  await expect.poll(() => badgeCount(admin)).toBe(0);
  const loadsBefore = await admin.evaluate(() => performance.getEntriesByType('navigation').length);

  // Another browser: a visitor signs up, which raises 'user_created' for administrators.
  const v = newVisitor();
  await page.goto('/signup');
  await fillSignUp(page, v);
  await expect(page).toHaveURL(/\/verify-email/);

  await expect.poll(() => badgeCount(admin)).toBe(1);
  await expect(admin.getByText(new RegExp(`${v.userName}.*registered`)).first()).toBeVisible();
  expect(await admin.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(loadsBefore);

  await admin.getByRole('button', { name: 'Notifications' }).click();
  const panel = admin.getByRole('dialog', { name: 'Notifications' });
  await expect(panel.getByText('1 unread notification')).toBeVisible();
  await panel.getByText('New user registered').click();
  await expect.poll(() => badgeCount(admin)).toBe(0);
  await admin.context().close();
});

test('a customer hears live about the approval of their project request', async ({
  browser,
  baseURL,
  request,
  stack,
}) => {
  const customer = await verifiedCustomer(request, stack);
  const customerToken = await apiLogin(request, customer.email, customer.password);
  const page = await uiLogin(browser, baseURL!, customer.email, customer.password);
  await expectConnected(page);
  await expect.poll(() => badgeCount(page)).toBe(0);

  const submitted = await request.post('/api/ProjectRequest', {
    headers: bearer(customerToken),
    data: {
      requestTitle: 'Warehouse ERP',
      description: 'Roll out ERP in two warehouses.',
      contactName: `${customer.name} ${customer.surname}`,
      email: customer.email,
    },
  });
  expect(submitted.status()).toBe(201);
  const { id } = (await submitted.json()) as { id: number };

  const adminToken = await apiLogin(request, ADMIN.email, ADMIN.password);
  const approved = await request.post(`/api/ProjectRequest/${id}/approve`, {
    headers: bearer(adminToken),
    data: {},
  });
  expect(approved.status()).toBe(200);

  // Two stored notifications (approved, project created); the ProjectCreated event that echoes the
  // second adds no third entry.
  await expect.poll(() => badgeCount(page)).toBe(2);
  await page.getByRole('button', { name: 'Notifications' }).click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await expect(panel.getByRole('list', { name: 'Unread notifications' }).getByRole('button')).toHaveCount(2);
  await expect(panel.getByText('Project request approved')).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto('/notifications');
  await expect(page.getByRole('heading', { name: 'Project request approved' })).toBeVisible();
  await page.getByRole('button', { name: 'Mark "Project request approved" as read' }).click();
  await expect.poll(() => badgeCount(page)).toBe(1);
  await page.context().close();
});
