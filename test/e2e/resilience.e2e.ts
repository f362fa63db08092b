import type { APIRequestContext, Browser, Page, Route } from '@playwright/test';
import { test, expect, newVisitor } from './fixtures';
import { startStack } from './stack';

// The app in a browser whose network or server fails (docs/reliability.md#in-the-browser): the
// offline notice, reads tried again, writes sent once, progress while a write is pending, and the
// live connection coming back after the server was stopped and started.

const ADMIN = { email: 'admin@example.com', password: 'Admin123!' };
const OFFLINE_TEXT = 'You are offline. Changes will not be sent until the connection is back.';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

async function apiLogin(request: APIRequestContext, baseURL: string): Promise<string> {
  const res = await request.post(`${baseURL}/api/Account/login`, { data: ADMIN });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

/** A project of the administrator's own, so that each journey works on data of its own. */
async function newProject(request: APIRequestContext, baseURL: string, token: string) {
  const name = `Resilience ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const res = await request.post(`${baseURL}/api/projects`, { headers: bearer(token), data: { name } });
  expect(res.status()).toBe(201);
  return { id: ((await res.json()) as { id: number }).id, name };
}

async function updatesOf(request: APIRequestContext, baseURL: string, token: string, id: number) {
  const res = await request.get(`${baseURL}/api/projects/${id}`, { headers: bearer(token) });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { updates: Array<{ title: string }> }).updates.map((u) => u.title);
}

async function signedIn(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  page.on('pageerror', (e) => {
    throw e;
  });
  await page.goto('/login');
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).not.toHaveURL(/\/login/);
  return page;
}

/** The project's page, on its Updates tab, with the new-update form open. */
async function openUpdateForm(page: Page, project: { id: number; name: string }) {
  await page.goto(`/projects/${project.id}`);
  await expect(page.getByRole('heading', { name: project.name, level: 1 })).toBeVisible();
  await page.getByRole('tab', { name: 'Updates' }).click();
  await page.getByRole('button', { name: 'Post an update' }).click();
  const form = page.getByRole('form', { name: 'New update' });
  await form.getByLabel('Title').fill('Kick-off held');
  await form.getByLabel('Content').fill('We agreed the scope with the shops.');
  return form;
}

const isPost = (route: Route) => route.request().method() === 'POST';

/**
 * A new project's update form, open and filled in a signed-in browser, whose posts go through
 * `handle` (the count of posts so far, this one included); other requests go as they are.
 */
async function updateFormWithPosts(
  browser: Browser,
  request: APIRequestContext,
  baseURL: string,
  handle: (route: Route, posts: number) => Promise<void>,
) {
  const token = await apiLogin(request, baseURL);
  const project = await newProject(request, baseURL, token);
  const page = await signedIn(browser, baseURL);
  const form = await openUpdateForm(page, project);
  let posts = 0;
  await page.route(`**/api/projects/${project.id}/updates`, async (route) => {
    if (!isPost(route)) return route.continue();
    posts += 1;
    return handle(route, posts);
  });
  return { token, project, page, form, posts: () => posts };
}

/** The bell's number; a hidden badge counts as 0. */
async function badgeCount(page: Page): Promise<number> {
  const badge = page.getByRole('button', { name: 'Notifications' }).locator('.MuiBadge-badge');
  if (await badge.evaluate((el) => el.classList.contains('MuiBadge-invisible'))) return 0;
  return Number((await badge.innerText()).trim());
}

test('the offline notice shows while the browser has no network, and goes when it is back', async ({
  browser,
  baseURL,
}) => {
  const page = await signedIn(browser, baseURL!);
  const notice = page.getByRole('status').filter({ hasText: OFFLINE_TEXT });
  await expect(notice).toHaveCount(0);
  await page.context().setOffline(true);
  await expect(notice).toBeVisible();
  await expect(notice).toHaveText(OFFLINE_TEXT);
  await page.context().setOffline(false);
  await expect(notice).toHaveCount(0);
  await page.context().close();
});

test('a read that failed twice is tried again, and the page shows its data', async ({
  browser,
  baseURL,
  request,
}) => {
  const token = await apiLogin(request, baseURL!);
  const project = await newProject(request, baseURL!, token);
  const page = await signedIn(browser, baseURL!);
  const attempts: string[] = [];
  await page.route(
    (url) => url.pathname === `/api/projects/${project.id}`,
    async (route) => {
      if (route.request().method() !== 'GET') return route.continue();
      attempts.push(new Date().toISOString());
      // No answer at all first, then a 503 from a server that is starting, then the real answer.
      if (attempts.length === 1) return route.abort('connectionfailed');
      if (attempts.length === 2) return route.fulfill({ status: 503, body: '' });
      return route.continue();
    },
  );
  await page.goto(`/projects/${project.id}`);
  await expect(page.getByRole('heading', { name: project.name, level: 1 })).toBeVisible();
  expect(attempts).toHaveLength(3);
  // The retries waited about 0.5 s and then 1 s.
  const gaps = attempts.slice(1).map((at, i) => Date.parse(at) - Date.parse(attempts[i]));
  expect(gaps[0]).toBeGreaterThanOrEqual(450);
  expect(gaps[1]).toBeGreaterThanOrEqual(950);
  await page.context().close();
});

test('a write that lost its connection is sent once, and the update exists once', async ({
  browser,
  baseURL,
  request,
}) => {
  // The first post never reaches the server: the connection fails.
  const { token, project, page, form, posts } = await updateFormWithPosts(
    browser,
    request,
    baseURL!,
    (route, n) => (n === 1 ? route.abort('connectionreset') : route.continue()),
  );

  const post = form.getByRole('button', { name: 'Post update' });
  await post.click();
  await expect(form.getByText('Failed to add project update')).toBeVisible();
  await expect(post).toBeEnabled();
  // Well past the read retries' 3.5 s: nothing was sent again behind the user's back.
  await page.waitForTimeout(4000);
  expect(posts()).toBe(1);
  expect(await updatesOf(request, baseURL!, token, project.id)).toEqual([]);

  // The user sends it again: it is stored once.
  await post.click();
  await expect(page.getByRole('heading', { name: 'Kick-off held' })).toBeVisible();
  expect(posts()).toBe(2);
  expect(await updatesOf(request, baseURL!, token, project.id)).toEqual(['Kick-off held']);
  await page.context().close();
});

test('while a write waits for a slow server its button is disabled and shows progress', async ({
  browser,
  baseURL,
  request,
}) => {
  const { page, form, posts } = await updateFormWithPosts(browser, request, baseURL!, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2000));
    return route.continue();
  });

  const post = form.getByRole('button', { name: 'Post update' });
  await expect(post).toBeEnabled();
  await expect(post).not.toHaveAttribute('aria-busy');
  await post.click();
  await expect(post).toBeDisabled();
  await expect(post).toHaveAttribute('aria-busy', 'true');
  await expect(post.locator('.MuiCircularProgress-root')).toBeVisible();
  await expect(form.getByRole('button', { name: 'Cancel' })).toBeDisabled();

  await expect(page.getByRole('heading', { name: 'Kick-off held' })).toBeVisible();
  expect(posts()).toBe(1);
  // The next update starts from an enabled button without progress.
  await page.getByRole('button', { name: 'Post an update' }).click();
  const next = page.getByRole('form', { name: 'New update' }).getByRole('button', { name: 'Post update' });
  await expect(next).toBeEnabled();
  await expect(next).not.toHaveAttribute('aria-busy');
  await expect(next.locator('.MuiCircularProgress-root')).toHaveCount(0);
  await page.context().close();
});

test('after the server was stopped and started, the live connection comes back with what it missed', async ({
  browser,
  request,
}) => {
  // A server of this journey's own: stopping the shared one would stop the other journeys' too.
  const own = await startStack();
  try {
    const token = await apiLogin(request, own.baseURL);
    expect(
      (
        await request.post(`${own.baseURL}/api/notification/mark-all-read`, { headers: bearer(token) })
      ).status(),
    ).toBe(204);
    const page = await signedIn(browser, own.baseURL);
    const bell = page.getByRole('button', { name: 'Notifications' });
    const panel = page.getByRole('dialog', { name: 'Notifications' });
    const connection = async (state: string) => {
      await bell.click();
      await expect(panel.getByText(state, { exact: true })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(panel).toBeHidden();
    };
    await connection('Connected');
    await expect.poll(() => badgeCount(page)).toBe(0);
    const loads = await page.evaluate(() => performance.getEntriesByType('navigation').length);

    // The hub's negotiation waits here until the notification exists, so that the browser
    // cannot be connected when it is raised, however fast the server starts.
    const held: Route[] = [];
    await page.route('**/hubs/notification/negotiate**', (route) => {
      held.push(route);
    });
    await own.stopServer();
    await connection('Reconnecting');
    await own.startServer();
    await expect.poll(() => held.length).toBeGreaterThan(0);

    // An administrator's notification: a visitor registers (user_created).
    const v = newVisitor();
    const registered = await request.post(`${own.baseURL}/api/Account/Account/Register`, {
      data: { ...v, confirmPassword: v.password },
    });
    expect(registered.status()).toBe(201);
    expect(await badgeCount(page)).toBe(0);

    for (const route of held) await route.continue();
    await page.unroute('**/hubs/notification/negotiate**');
    await expect.poll(() => badgeCount(page), { timeout: 15_000 }).toBe(1);
    await bell.click();
    await expect(panel.getByText('Connected', { exact: true })).toBeVisible();
    await expect(panel.getByText('New user registered')).toBeVisible();
    await expect(panel.getByText(new RegExp(`${v.userName}.*registered`))).toBeVisible();
    expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(loads);
    await page.context().close();
  } finally {
    await own.stop();
  }
});
