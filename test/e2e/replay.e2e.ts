import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';

// Determinism (docs/requirements.md): a log recorded in Chromium replays in Node to the browser's state.
const ADMIN = { email: 'admin@example.com', password: 'Admin123!' };
const root = resolve(__dirname, '../..');

/** How many full page loads the tab has made: the log holds the actions of the last one only. */
const pageLoads = (page: Page) => page.evaluate(() => performance.getEntriesByType('navigation').length);

/** Exports our format from the account menu and saves the download among the test's own output. */
async function exportLog(page: Page, name: string): Promise<string> {
  await page.getByRole('button', { name: 'Account menu' }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Export action log' }).click();
  const file = test.info().outputPath(name);
  await (await download).saveAs(file);
  return file;
}

/** `npm run replay -- <file> --expect-final`: the reducers in Node, compared with the browser's state. */
function replay(file: string) {
  const run = spawnSync(process.execPath, [join(root, 'scripts/replay.mjs'), file, '--expect-final'], {
    cwd: root,
    encoding: 'utf8',
  });
  return { code: run.status, out: `${run.stdout}${run.stderr}` };
}

/** The saved log holds neither the password nor a token (a JWT starts with `eyJ`). */
function expectNoSecrets(text: string) {
  expect(text).not.toContain(ADMIN.password);
  expect(text).not.toContain('eyJ');
}

test('a session recorded in Chromium replays in Node to the state the browser had', async ({ page }) => {
  test.setTimeout(120_000);

  // 1. Log in and move around with links only: one page load holds the whole journey.
  await page.goto('/login');
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/$/);
  const loads = await pageLoads(page);

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Dashboard' }).click();
  const nav = page.getByRole('navigation', { name: 'Dashboard navigation' });
  await nav.getByRole('link', { name: 'Users' }).click();
  await expect(page).toHaveURL(/\/dashboard\/users$/);
  await page.getByLabel('Search users').fill(ADMIN.email);
  await expect(page.getByRole('row', { name: new RegExp(ADMIN.email) })).toBeVisible();

  await nav.getByRole('link', { name: 'Projects' }).click();
  await expect(page).toHaveURL(/\/dashboard\/projects$/);
  await page.getByRole('table').getByRole('link').first().click();
  await expect(page).toHaveURL(/\/projects\/\d+$/);
  await page.getByRole('link', { name: 'All projects' }).click();
  await expect(page).toHaveURL(/\/projects$/);
  await page.locator('a[href^="/projects/"]').first().click();
  await expect(page).toHaveURL(/\/projects\/\d+$/);
  await expect(page.getByRole('link', { name: 'All projects' })).toBeVisible();
  expect(await pageLoads(page)).toBe(loads);

  const journey = await exportLog(page, 'journey.json');
  const text = readFileSync(journey, 'utf8');
  expectNoSecrets(text);
  const log = JSON.parse(text) as { actions: { action: { type: string } }[]; finalState?: unknown };
  expect(log.finalState).toBeDefined();
  expect(log.actions.map((a) => a.action.type)).toEqual(
    expect.arrayContaining(['persist/PERSIST', 'persist/REHYDRATE']),
  );
  const first = replay(journey);
  expect(first.out).toContain("the state matches the log's finalState");
  expect(first.code).toBe(0);

  // 2. A reload: the stored session comes back through REHYDRATE, and the replay fills it the same way.
  await page.reload();
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Dashboard' }).click();
  await nav.getByRole('link', { name: 'Users' }).click();
  await expect(page.getByRole('row', { name: new RegExp(ADMIN.email) })).toBeVisible();

  const reloaded = await exportLog(page, 'reloaded.json');
  const reloadedText = readFileSync(reloaded, 'utf8');
  expectNoSecrets(reloadedText);
  const rehydrated = (JSON.parse(reloadedText) as { actions: { action: Record<string, unknown> }[] }).actions
    .map((a) => a.action)
    .find((a) => a.type === 'persist/REHYDRATE' && a.key === 'session');
  expect(rehydrated?.payload).toMatchObject({ token: '<redacted>', user: expect.anything() });
  const second = replay(reloaded);
  expect(second.out).toContain("the state matches the log's finalState");
  expect(second.code).toBe(0);

  // 3. The QA view steps through the first log and renders the app's own views from its states,
  // without a single API call from the frame that shows them.
  const frameCalls: string[] = [];
  page.on('request', (request) => {
    if (request.frame() !== page.mainFrame() && request.url().includes('/api/'))
      frameCalls.push(request.url());
  });
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Replay an action log' }).click();
  await expect(page).toHaveURL(/\/qa$/);
  await page.getByLabel('Log file').setInputFiles(journey);
  const types = log.actions.map((a) => a.action.type);
  const status = page.getByRole('status');
  await expect(status).toHaveText(`After action ${types.length} of ${types.length}: ${types.at(-1)}`);
  const frame = page.frameLocator('iframe[title="The app at this step"]');
  await expect(frame.getByRole('link', { name: 'All projects' })).toBeVisible();

  await page.getByRole('tab', { name: 'Recording' }).click();
  await expect(
    page.getByText('The replay reaches the state the app had when the log was written.'),
  ).toBeVisible();

  // The first step is the login page the journey started on, before anyone logged in.
  await page.getByRole('button', { name: 'First step' }).click();
  await expect(status).toHaveText(`Before the first of ${types.length} actions`);
  await page.getByRole('tab', { name: 'Page' }).click();
  await expect(frame.getByRole('button', { name: 'Log in' })).toBeVisible();

  // Any action from the list: the login's success puts the user in the session.
  const login = types.indexOf('session/loginSucceeded') + 1;
  expect(login).toBeGreaterThan(0);
  await page.getByLabel('Filter actions by type').fill('loginSucceeded');
  await page.getByRole('list', { name: 'Actions' }).getByRole('button').first().click();
  await expect(status).toHaveText(`After action ${login} of ${types.length}: session/loginSucceeded`);
  await page.getByRole('tab', { name: /^Changes/ }).click();
  const changes = page.getByRole('table', { name: 'Changes at this step' });
  await expect(changes).toContainText('session.user');
  await expect(changes).not.toContainText(ADMIN.password);
  await page.getByRole('heading', { name: 'Action log replay' }).click();
  await page.keyboard.press('ArrowRight');
  await expect(status).toHaveText(new RegExp(`^After action ${login + 1} of ${types.length}: `));
  expect(frameCalls).toEqual([]);
});
