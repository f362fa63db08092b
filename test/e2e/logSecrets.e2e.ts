import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, newVisitor, signUpAndVerify } from './fixtures';

// QA action log (docs/requirements.md): no token, password, PIN or reset code reaches a Redux DevTools
// export or a recorded action log after a full journey (sign-up, verify, login, password change).
const ADMIN = { email: 'admin@example.com', password: 'Admin123!' };
const ROLE_ADMIN = 1;
const REDACTED = '<redacted>';

/** How many full page loads the tab has made: a recording covers the last one only. */
const pageLoads = (page: Page) => page.evaluate(() => performance.getEntriesByType('navigation').length);

/** The demo admin makes `email` an admin through the API, so the exports are offered to it. */
async function makeAdmin(request: APIRequestContext, email: string) {
  const login = await request.post('/api/Account/login', { data: ADMIN });
  expect(login.status()).toBe(200);
  const headers = { Authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  const found = await request.get('/api/Manage/users', { headers, params: { search: email } });
  expect(found.status()).toBe(200);
  const [user] = ((await found.json()) as { data: { id: number; email: string }[] }).data;
  expect(user?.email).toBe(email);
  const assigned = await request.post('/api/roles/assign', {
    headers,
    data: { userId: user.id, roleId: ROLE_ADMIN },
  });
  expect(assigned.status()).toBe(200);
}

/** Logs in on the login page, once it has settled (typing earlier can land in a field drawn again). */
async function logIn(page: Page, email: string, password: string, landing: RegExp) {
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Log in' })).toBeEnabled();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(landing);
}

/** Exports one format from the account menu and returns the saved file's text. */
async function exportFile(page: Page, label: string, name: string): Promise<string> {
  await page.getByRole('button', { name: 'Account menu' }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: label }).click();
  const file = test.info().outputPath(name);
  await (await download).saveAs(file);
  return readFileSync(file, 'utf8');
}

/** A 6-digit code as a value of its own, not a part of a longer number such as a timestamp. */
const asCode = (code: string) => new RegExp(`(?<!\\d)${code}(?!\\d)`);

test('no password, PIN, code or token of a full account journey reaches either export', async ({
  page,
  request,
  stack,
}) => {
  test.setTimeout(120_000);
  const v = newVisitor();
  const passwords = [v.password, 'Changed-pass-456', 'Reset-pass-789'];
  const tokens = new Set<string>();
  page.on('request', (r) => {
    const bearer = /^Bearer (.+)$/.exec(r.headers()['authorization'] ?? '')?.[1];
    if (bearer) tokens.add(bearer);
  });

  // 1. Sign up and verify with the mailed PIN: the only full page load of the journey.
  await page.goto('/signup');
  const loads = await pageLoads(page);
  const pin = await signUpAndVerify(page, stack, v);

  // 2. The account becomes an admin before it logs in.
  await makeAdmin(request, v.email);

  // 3. Log in, change the password with the mailed code; the client signs out, so log in again.
  await logIn(page, v.email, passwords[0], /\/$/);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'My Profile' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  let mails = stack.mailbox.countFor(v.email);
  await page.getByRole('button', { name: 'Change password' }).click();
  const changeCode = await stack.mailbox.waitForCode(v.email, mails);
  const dialog = page.getByRole('dialog', { name: 'Change password' });
  await dialog.getByLabel('Verification code').fill(changeCode);
  await dialog.getByLabel('New password', { exact: true }).fill(passwords[1]);
  await dialog.getByLabel('Confirm new password').fill(passwords[1]);
  await dialog.getByRole('button', { name: 'Update password' }).click();
  await logIn(page, v.email, passwords[1], /\/profile$/);

  // 4. Log out, ask for a reset code, set a third password with it and log in with that.
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await page.getByRole('link', { name: 'Login' }).first().click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  // The address changes before the page's code has loaded, and until then the login page, with an
  // Email field of its own, stays on screen: typing then would fill the wrong form.
  await expect(page.getByRole('heading', { name: 'Forgot your password?', level: 1 })).toBeVisible();
  mails = stack.mailbox.countFor(v.email);
  await page.getByLabel('Email').fill(v.email);
  await page.getByRole('button', { name: 'Send reset code' }).click();
  const resetCode = await stack.mailbox.waitForCode(v.email, mails);
  await page.getByRole('link', { name: 'Enter the code' }).click();
  await expect(page).toHaveURL(/\/reset-password\?email=/);
  await page.getByLabel('Reset code').fill(resetCode);
  await page.getByLabel('New password', { exact: true }).fill(passwords[2]);
  await page.getByLabel('Confirm new password').fill(passwords[2]);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await logIn(page, v.email, passwords[2], /\/$/);
  expect(await pageLoads(page)).toBe(loads);

  // 5. Both exports, and the token the browser holds now.
  const files = {
    log: await exportFile(page, 'Export action log', 'action-log.json'),
    devtools: await exportFile(page, 'Export for Redux DevTools', 'devtools-export.json'),
  };
  const stored = await page.evaluate(() => window.localStorage.getItem('persist:session'));
  const held = JSON.parse((JSON.parse(stored ?? '{}') as { token?: string }).token ?? 'null') as
    string | null;
  expect(held).toMatch(/^eyJ/);
  if (held) tokens.add(held);
  expect(await pageLoads(page)).toBe(loads);

  // Every session of the journey sent its own token: three logins, three tokens at least.
  expect(tokens.size).toBeGreaterThanOrEqual(3);

  // Each secret by name, with how it would show in a file's text.
  const inText = (value: string) => (t: string) => t.includes(value);
  const secrets = [
    ...passwords.map((p, i) => ({ name: `password ${i + 1}`, found: inText(p) })),
    ...[...tokens].map((k, i) => ({ name: `token ${i + 1}`, found: inText(k) })),
    { name: 'PIN', found: (t: string) => asCode(pin).test(t) },
    { name: 'password-change code', found: (t: string) => asCode(changeCode).test(t) },
    { name: 'reset code', found: (t: string) => asCode(resetCode).test(t) },
    { name: 'a JWT (eyJ)', found: inText('eyJ') },
  ];
  const leaks = (text: string) => secrets.filter((s) => s.found(text)).map((s) => s.name);
  expect({ log: leaks(files.log), devtools: leaks(files.devtools) }).toEqual({ log: [], devtools: [] });

  // The files do hold the journey, with the marker where the secrets were.
  const actionTypes = {
    log: (JSON.parse(files.log) as { actions: { action: { type: string } }[] }).actions,
    devtools: Object.values(
      (JSON.parse(files.devtools) as { actionsById: Record<string, { action: { type: string } }> })
        .actionsById,
    ),
  };
  for (const kind of ['log', 'devtools'] as const) {
    expect(files[kind], kind).toContain(v.email);
    expect(files[kind], kind).toContain(REDACTED);
    expect(actionTypes[kind].map((a) => a.action.type)).toEqual(
      expect.arrayContaining([
        'session/registerRequested',
        'session/verifyEmailRequested',
        'session/loginRequested',
        'session/loginSucceeded',
        'profile/passwordCodeRequested',
        'profile/passwordChangeRequested',
        'session/forgotPasswordRequested',
        'session/resetPasswordRequested',
      ]),
    );
  }
});
