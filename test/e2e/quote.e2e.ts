import type { Browser, Page } from '@playwright/test';
import { test, expect } from './fixtures';

const ADMIN = { email: 'admin@example.com', password: 'Admin123!' };
// The seeded demo customer: approval links the project to this existing account.
const CUSTOMER = { email: 'customer@example.com', password: 'Customer123!' };

async function logIn(page: Page, who: { email: string; password: string }) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password').fill(who.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/$/);
}

/** A second browser: the admin watches the queue while the visitor sends the quote. */
async function adminPage(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  page.on('pageerror', (e) => {
    throw e;
  });
  await logIn(page, ADMIN);
  return { context, page };
}

test('a visitor asks for a quote and the admin approves it into a project for that customer', async ({
  page,
  browser,
  baseURL,
}) => {
  const title = `Warehouse analytics ${Date.now().toString(36)}`;
  const admin = await adminPage(browser, baseURL!);
  await admin.page.goto('/dashboard/project-requests');
  await expect(admin.page.getByRole('heading', { name: 'Project Requests', level: 1 })).toBeVisible();
  // Wait for the queue's own load, so that the new request can only arrive live.
  await expect(admin.page.getByLabel('Loading requests')).toHaveCount(0);

  await page.goto('/request');
  await expect(page).toHaveTitle(/^Get a Quote/);
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByText('Project title is required.')).toBeVisible();

  await page.getByLabel('Project title').fill(title);
  await page
    .getByLabel('Description')
    .fill('Consolidate the sales and stock data of our shops into one warehouse.');
  await page.getByRole('combobox', { name: /Service/ }).click();
  await page.getByRole('option').nth(1).click();
  await page.getByLabel('Budget').fill('12500');
  await page.getByRole('combobox', { name: /Currency/ }).click();
  await page.getByRole('option', { name: /USD/ }).click();
  await page.getByLabel('Contact name').fill('Cem Customer');
  await page.getByLabel('Email').fill(CUSTOMER.email);
  await page.getByLabel('Company').fill('Anatolia Retail');
  await page.getByRole('button', { name: 'Send request' }).click();

  const done = page.getByRole('status');
  await expect(done.getByText('Thank you — your request has been received')).toBeVisible();
  await expect(done.getByLabel('Request summary')).toContainText('$12,500.00');
  await expect(done.getByLabel('Request summary')).toContainText(title);

  // Live: the admin's open queue reloads when the project_request_created notification arrives.
  const row = admin.page.getByRole('row', { name: new RegExp(title) });
  await expect(row).toBeVisible({ timeout: 15_000 });
  await expect(row).toContainText('$12,500.00');
  await expect(row).toContainText('Pending');

  await row.getByRole('button', { name: title }).click();
  const detail = admin.page.getByRole('dialog', { name: title });
  await detail.getByRole('button', { name: 'Approve' }).click();
  await admin.page
    .getByRole('dialog', { name: 'Approve request?' })
    .getByRole('button', { name: 'Approve' })
    .click();
  const created = detail.getByText(/Request approved\. Project #\d+ was created\./);
  await expect(created).toBeVisible();
  const projectId = Number((await created.textContent())!.match(/#(\d+)/)![1]);
  expect(projectId).toBeGreaterThan(0);
  await expect(detail.getByText('Approved', { exact: true })).toBeVisible();
  await admin.context.close();

  // The customer's own list shows the request approved, linked to that project.
  const login = await page.request.post('/api/Account/login', { data: CUSTOMER });
  expect(login.ok()).toBe(true);
  const { token } = (await login.json()) as { token: string };
  const mine = await page.request.get('/api/ProjectRequest/mine', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(mine.ok()).toBe(true);
  const requests = (await mine.json()) as Array<{
    requestTitle: string;
    status: string;
    projectId: number | null;
  }>;
  expect(requests.find((r) => r.requestTitle === title)).toMatchObject({ status: 'Approved', projectId });
});

test('the admin rejects a quote only with notes', async ({ page, browser, baseURL }) => {
  const title = `Cloud audit ${Date.now().toString(36)}`;
  const created = await page.request.post('/api/ProjectRequest', {
    data: {
      requestTitle: title,
      description: 'Review our cloud costs.',
      contactName: 'Vera',
      email: 'vera@example.com',
    },
  });
  expect(created.status()).toBe(201);

  const admin = await adminPage(browser, baseURL!);
  await admin.page.goto('/dashboard/project-requests');
  await admin.page.getByRole('button', { name: 'Pending' }).click();
  await admin.page.getByRole('button', { name: title }).click();
  const detail = admin.page.getByRole('dialog', { name: title });
  await detail.getByRole('button', { name: 'Reject' }).click();
  const reject = admin.page.getByRole('dialog', { name: 'Reject request' });
  await reject.getByRole('button', { name: 'Reject' }).click();
  await expect(reject.getByText('Admin notes are required to reject a request.')).toBeVisible();
  await reject.getByLabel('Admin notes').fill('Outside our current scope.');
  await reject.getByRole('button', { name: 'Reject' }).click();
  await expect(detail.getByText('Request rejected.')).toBeVisible();
  await expect(detail.getByText('Outside our current scope.')).toBeVisible();
  await detail.getByRole('button', { name: 'Close' }).click();
  // Under the Pending filter the rejected request has left the queue.
  await expect(admin.page.getByRole('button', { name: title })).toHaveCount(0);
  await admin.context.close();
});
