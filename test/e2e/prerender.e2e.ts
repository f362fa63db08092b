import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';

// The public pages come prerendered and the browser takes their markup over (decision 027).

const CUSTOMER = { email: 'customer@example.com', password: 'Customer123!' };

/**
 * Records, from the start of the next document, the elements taken out of the app's root (React
 * drawing the page again instead of hydrating it would take its markup out) and the console errors.
 */
async function watch(page: Page) {
  await page.addInitScript(() => {
    const removed: string[] = [];
    (window as unknown as { removedFromRoot: string[] }).removedFromRoot = removed;
    new MutationObserver((records) => {
      for (const record of records) {
        const inRoot = (record.target as Element).closest?.('#root');
        for (const node of record.removedNodes) {
          if (inRoot && node.nodeType === Node.ELEMENT_NODE) removed.push((node as Element).tagName);
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) calls.push(url.pathname);
  });
  return {
    errors,
    calls,
    removed: () => page.evaluate(() => (window as unknown as { removedFromRoot: string[] }).removedFromRoot),
  };
}

test('each public page comes rendered, and the browser hydrates it without drawing it again', async ({
  page,
}) => {
  const services = (await (await page.request.get('/api/services')).json()) as Array<{
    slug: string;
    title: string;
  }>;
  const pages: Array<[string, string]> = [
    ['/', 'Our Expertise'],
    ['/services', services[0].title],
    [`/services/${services[0].slug}`, services[0].title],
    ['/consultants', 'Our Experts'],
    ['/about', 'About Us'],
    ['/request', 'Get a Quote'],
    ['/login', 'Log in'],
  ];
  for (const [path, heading] of pages) {
    // The markup is in the page as it arrives, before any script.
    const html = await (await page.request.get(path)).text();
    expect({ path, prerendered: html.includes(heading) }).toEqual({ path, prerendered: true });

    const seen = await watch(page);
    await page.goto(path, { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
    expect({ path, removed: await seen.removed(), errors: seen.errors, calls: seen.calls }).toEqual({
      path,
      removed: [],
      errors: [],
      calls: [],
    });
  }
});

test('a hydrated page works: its links route in the page and its form signs in', async ({ page }) => {
  await page.goto('/', { waitUntil: 'networkidle' });
  // A navigation inside the app keeps the document: a marker set on it survives.
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
  await page.getByRole('link', { name: 'All expertise areas' }).click();
  await expect(page).toHaveURL(/\/services$/);
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);

  await page.goto('/login', { waitUntil: 'networkidle' });
  await page.getByLabel('Email').fill(CUSTOMER.email);
  await page.getByLabel('Password').fill(CUSTOMER.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
});

test('a signed-in visitor gets their own shell over the prerendered one', async ({ page }) => {
  await page.goto('/login', { waitUntil: 'networkidle' });
  await page.getByLabel('Email').fill(CUSTOMER.email);
  await page.getByLabel('Password').fill(CUSTOMER.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/$/);
  const seen = await watch(page);
  await page.goto('/services', { waitUntil: 'networkidle' });
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Log in' })).toHaveCount(0);
  expect(seen.errors).toEqual([]);
});

test('a form filled and sent before the app runs is sent once the app has it', async ({ page }) => {
  // The app's own script is held back until the visitor has filled the prerendered form.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/main\.[0-9a-f]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/login', { waitUntil: 'commit' });
  await page.getByLabel('Email').fill(CUSTOMER.email);
  await page.getByLabel('Password').fill(CUSTOMER.password);
  // Sent before the app runs: held, not posted, and sent by the app once it has the form.
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/login$/);
  release();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
});

test('parts below the fold keep the server’s markup until seen, and never hold up a navigation', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  const seen = await watch(page);
  const loaded = (chunk: string) => scripts.some((path) => path.includes(`/${chunk}.`));

  await page.goto('/', { waitUntil: 'networkidle' });
  // The footer and the consultants' cards are in the page as the server sent them, without their code.
  await expect(page.getByRole('contentinfo')).toContainText('All rights reserved.');
  expect(await page.getByRole('region', { name: 'Our Experts' }).getByRole('link').count()).toBeGreaterThan(
    0,
  );
  expect(loaded('footer')).toBe(false);
  expect(loaded('home-experts')).toBe(false);

  // Seen, each loads and hydrates over its markup without drawing it again.
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await expect.poll(() => loaded('footer') && loaded('home-experts')).toBe(true);
  await page.waitForLoadState('networkidle');
  expect(await seen.removed()).toEqual([]);

  // A page whose footer has not been seen: a click in the bar still moves to the next page.
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto('/about', { waitUntil: 'networkidle' });
  await page.getByRole('banner').getByRole('link', { name: 'Our Experts' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Our Experts' })).toBeVisible();
  expect(seen.errors).toEqual([]);
});
