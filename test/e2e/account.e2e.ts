import { test, expect, newVisitor, createVerifiedUser, signUpAndVerify } from './fixtures';
import { writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// A 1×1 PNG: real magic bytes, so the server's type check accepts it.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test('a new visitor signs up, verifies, logs in, edits the profile, uploads a photo and logs out', async ({
  page,
  stack,
}) => {
  const v = newVisitor();
  await page.goto('/');
  await page.goto('/signup');
  await signUpAndVerify(page, stack, v);
  await page.getByLabel('Email').fill(v.email);
  await page.getByLabel('Password').fill(v.password);
  await expect(page.getByLabel('Email')).toHaveValue(v.email);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'My Profile' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText(`${v.name} ${v.surname}`)).toBeVisible();

  await page.getByRole('button', { name: 'Edit profile' }).click();
  await page.getByLabel('First name').fill('Valentina');
  await page.getByLabel('Phone number').fill('+90 555 111 22 33');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`Valentina ${v.surname}`)).toBeVisible();
  await expect(page.getByText('+90 555 111 22 33')).toBeVisible();

  const dir = mkdtempSync(join(tmpdir(), 'e2e-photo-'));
  const file = join(dir, 'portrait.png');
  writeFileSync(file, PNG);
  await page.getByLabel('Photo file').setInputFiles(file);
  const avatar = page.locator(`img[src*="/uploads/"]`).first();
  await expect(avatar).toBeVisible();
  const src = await avatar.getAttribute('src');
  const served = await page.request.get(src!);
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toContain('image/png');

  // The change survives a reload: it is stored by the server, not only in the browser.
  await page.reload();
  await expect(page.getByText(`Valentina ${v.surname}`)).toBeVisible();

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Login' }).first()).toBeVisible();
  const stored = await page.evaluate(() => window.localStorage.getItem('persist:session'));
  expect(stored ?? '').not.toContain('eyJ');
});

test('five wrong passwords lock the account', async ({ page, stack }) => {
  // An account of its own: the lock lasts 5 minutes and would spoil other journeys on this server.
  const user = await createVerifiedUser(stack, page.request);
  await page.goto('/login');
  for (let i = 0; i < 4; i += 1) {
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password').fill(`wrong-password-${i}`);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('alert')).toContainText('Invalid email or password.');
  }
  // The fifth failure locks the address; even the right password is refused from then on.
  await page.getByLabel('Password').fill('wrong-password-4');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert')).toContainText('locked');
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert')).toContainText('locked');
  await expect(page).toHaveURL(/\/login$/);
});

test('an expired session lands on /login remembering the page', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill('consultant@example.com');
  await page.getByLabel('Password').fill('Consultant123!');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/$/);

  // The stored expiration is now 4 minutes away: 5 minutes or less counts as expired.
  await page.evaluate(() => {
    const raw = window.localStorage.getItem('persist:session');
    if (!raw) throw new Error('no stored session');
    const stored = JSON.parse(raw) as Record<string, string>;
    stored.expiration = JSON.stringify(new Date(Date.now() + 4 * 60 * 1000).toISOString());
    window.localStorage.setItem('persist:session', JSON.stringify(stored));
  });
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login$/);

  await page.getByLabel('Email').fill('consultant@example.com');
  await page.getByLabel('Password').fill('Consultant123!');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText('Connor Consultant')).toBeVisible();
});
