import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';

const CUSTOMER = { email: 'customer@example.com', password: 'Customer123!' };

/** The API calls and the HTTP client's chunk, as the page fetches them from now on. */
function watch(page: Page) {
  const calls: string[] = [];
  const scripts: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) calls.push(`${request.method()} ${url.pathname}`);
    if (request.resourceType() === 'script') scripts.push(url.pathname);
  });
  return { calls, loadedHttpClient: () => scripts.some((s) => /\/http\.[0-9a-f]+\.js$/.test(s)) };
}

test("a visitor's first screen comes with its data: no API call and no HTTP client", async ({ page }) => {
  const services = (await (await page.request.get('/api/services')).json()) as Array<{
    slug: string;
    title: string;
  }>;
  const consultants = (await (await page.request.get('/api/consultants')).json()) as Array<{
    slug: string;
  }>;
  const pages = [
    '/',
    '/services',
    `/services/${services[0].slug}`,
    '/consultants',
    `/consultants/${consultants[0].slug}`,
    '/about',
    '/request',
    '/login',
  ];
  for (const path of pages) {
    const seen = watch(page);
    await page.goto(path, { waitUntil: 'networkidle' });
    await expect(page.getByRole('banner')).toBeVisible();
    expect({ path, calls: seen.calls, httpClient: seen.loadedHttpClient() }).toEqual({
      path,
      calls: [],
      httpClient: false,
    });
  }
  // The data is the page's: the services page lists them without asking.
  await page.goto('/services', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { name: services[0].title })).toBeVisible();
});

test('the first call that needs the network loads the HTTP client, and a reload asks again', async ({
  page,
}) => {
  await page.goto('/login', { waitUntil: 'networkidle' });
  const seen = watch(page);
  await page.getByLabel('Email').fill(CUSTOMER.email);
  await page.getByLabel('Password').fill(CUSTOMER.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(seen.calls).toContain('POST /api/Account/login');
  expect(seen.loadedHttpClient()).toBe(true);

  // Signed in, the embedded answers are not used: the session's own reads go out.
  const again = watch(page);
  await page.reload();
  // The app starts in steps after the first paint: the page's reads follow the shell's.
  await expect.poll(() => again.calls).toContain('GET /api/homepage');
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
});

test('the home page draws its data in its first frame, not after a placeholder', async ({ page }) => {
  // Counts the frames the browser draws, and notes the frame in which the hero's placeholder and its
  // title enter the page: drawn in the same frame, the placeholder was never seen.
  await page.addInitScript(() => {
    const seen: Record<string, number> = {};
    let frames = 0;
    const tick = () => {
      frames += 1;
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
    new MutationObserver(() => {
      const hero = document.querySelector('section[aria-label="Introduction"]');
      if (hero?.querySelector('[aria-busy="true"]') && seen.placeholder === undefined)
        seen.placeholder = frames;
      if (hero?.querySelector('h1') && seen.title === undefined) seen.title = frames;
    }).observe(document, { childList: true, subtree: true });
    (window as unknown as { heroFrames: typeof seen }).heroFrames = seen;
  });
  // A phone's slower processor: with it, a frame is drawn between two tasks that a fast one may join.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto('/', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const seen = await page.evaluate(
    () => (window as unknown as { heroFrames: Record<string, number> }).heroFrames,
  );
  expect(seen.title).toBeDefined();
  if (seen.placeholder !== undefined) expect(seen.title).toBe(seen.placeholder);
});
