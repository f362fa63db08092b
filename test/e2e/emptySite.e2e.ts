import { test as base, expect, type ConsoleMessage, type Locator, type Page } from '@playwright/test';
import { startStack, type Stack } from './stack';

// A new installation without demo content: no home page, about-us, services or consultants yet.
// Every public page must load without a console error (a 404 for not-yet-written content used to
// log one on every page load).
const test = base.extend<object, { emptyStack: Stack }>({
  emptyStack: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const stack = await startStack({ seedDemo: false });
      await use(stack);
      await stack.stop();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ emptyStack }, use) => {
    await use(emptyStack.baseURL);
  },
});

const heading = (name: string | RegExp) => (page: Page) => page.getByRole('heading', { level: 1, name });

/** Each page with what shows once it has loaded: its empty state where it has one. */
const PAGES: { path: string; ready: (page: Page) => Locator }[] = [
  { path: '/', ready: heading(/^Welcome to /) },
  { path: '/about', ready: (page) => page.getByText('Our story will be told here soon.') },
  { path: '/services', ready: heading('Our Expertise') },
  { path: '/consultants', ready: heading('Our Experts') },
];

test.describe('an empty site', () => {
  for (const { path, ready } of PAGES) {
    test(`loads ${path} without console errors`, async ({ page }) => {
      const errors: string[] = [];
      page.on('console', (message: ConsoleMessage) => {
        if (message.type() === 'error') errors.push(`${message.text()} (${message.location().url})`);
      });
      page.on('pageerror', (error) => errors.push(error.message));
      const failed: string[] = [];
      page.on('response', (response) => {
        if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
      });

      await page.goto(path);
      await expect(ready(page)).toBeVisible();
      // Let the page's remaining calls (settings, lists) settle before judging the console.
      await page.waitForLoadState('networkidle');

      expect(failed).toEqual([]);
      expect(errors).toEqual([]);
    });
  }
});
