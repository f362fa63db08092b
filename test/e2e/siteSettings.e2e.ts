import type { APIRequestContext } from '@playwright/test';
import { test, expect } from './fixtures';

const ADMIN = { email: 'admin@example.com', password: 'Admin123!' };

async function adminToken(request: APIRequestContext): Promise<string> {
  const login = await request.post('/api/Account/login', { data: ADMIN });
  expect(login.ok()).toBe(true);
  return ((await login.json()) as { token: string }).token;
}

test('an admin renames the site and a visitor sees the new name after a reload', async ({
  page,
  browser,
  baseURL,
}) => {
  const before = (await (await page.request.get('/api/sitesettings')).json()) as Record<string, unknown>;
  const newName = `Bosphorus Advisory ${Date.now().toString(36)}`;

  // The visitor has the site open (and its settings kept in the browser) before the change.
  await page.goto('/');
  const visitorBar = page.getByRole('banner');
  await expect(visitorBar.getByText(String(before.siteName))).toBeVisible();

  const adminContext = await browser.newContext({ baseURL });
  const admin = await adminContext.newPage();
  try {
    await admin.goto('/login');
    await admin.getByLabel('Email').fill(ADMIN.email);
    await admin.getByLabel('Password').fill(ADMIN.password);
    await admin.getByRole('button', { name: 'Log in' }).click();
    await expect(admin).toHaveURL(/\/$/);

    await admin.goto('/dashboard/settings');
    const siteName = admin.getByLabel('Site name');
    await expect(siteName).toHaveValue(String(before.siteName));
    await siteName.fill(newName);
    await admin.getByLabel('Logo text').fill('BA');
    // The preview follows the typing before anything is saved.
    await expect(admin.getByTestId('Top bar preview').getByText(newName)).toBeVisible();
    await admin.getByRole('button', { name: 'Save' }).click();
    await expect(admin.getByRole('alert').filter({ hasText: 'Site settings saved.' }).first()).toBeVisible();
    // The admin's own shell follows at once.
    await expect(admin.getByRole('banner').first().getByText(newName)).toBeVisible();

    await page.reload();
    await expect(visitorBar.getByText(newName)).toBeVisible();
    await expect(visitorBar.getByTestId('logo-box')).toHaveText('BA');
  } finally {
    await adminContext.close();
    // Other journeys on this server expect the seeded name.
    const token = await adminToken(page.request);
    const { id: _id, ...fields } = before;
    await page.request.put('/api/sitesettings', {
      data: fields,
      headers: { Authorization: `Bearer ${token}` },
    });
  }
});
