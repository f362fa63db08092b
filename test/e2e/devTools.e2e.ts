import type { Browser, Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { startStack } from './stack';

// Redux DevTools on the served build (docs/decisions/040-redux-devtools-on-the-served-build.md): with
// the extension installed, the production build connects to its hook, and what reaches the hook is
// redacted; with CLIENT_DEVTOOLS=false the hook is never called.
const ADMIN = { email: 'admin@example.com', password: 'Admin123!' };
const REDACTED = '<redacted>';

/** What the fake extension was given, as the page kept it. */
interface Received {
  /** Each call of the hook: the options the store passed, as far as they can leave the page. */
  connects: Array<{ name?: string; trace?: unknown; actionSanitizer: string; stateSanitizer: string }>;
  /** Every action and the state after it, as the extension would send them to its window: sanitized, as JSON. */
  actions: string[];
  states: string[];
  /** How many of those states held a token in the store itself (before sanitizing). */
  statesWithToken: number;
}

declare global {
  interface Window {
    __devToolsReceived?: Received;
  }
}

/**
 * A stand-in for the extension, installed before any script of the page runs, where the extension
 * puts its hook: `__REDUX_DEVTOOLS_EXTENSION_COMPOSE__(options)` gives the compose function that Redux
 * Toolkit's configureStore uses. Like the extension, it sees every action the store's reducer gets
 * and passes the action and the next state through the options' sanitizers before it keeps them.
 */
function installFakeExtension() {
  type Options = {
    name?: string;
    trace?: unknown;
    actionSanitizer?: (action: unknown) => unknown;
    stateSanitizer?: (state: unknown) => unknown;
  };
  type Reducer = (state: unknown, action: unknown) => unknown;
  type CreateStore = (reducer: Reducer, preloaded?: unknown) => unknown;
  type Enhancer = (next: CreateStore) => CreateStore;
  const received: Received = { connects: [], actions: [], states: [], statesWithToken: 0 };
  window.__devToolsReceived = received;
  const hooks = window as unknown as Record<string, unknown>;
  hooks.__REDUX_DEVTOOLS_EXTENSION__ = () => {
    throw new Error('the store is expected to use the compose hook');
  };
  hooks.__REDUX_DEVTOOLS_EXTENSION_COMPOSE__ = (options: Options) => {
    received.connects.push({
      name: options.name,
      trace: options.trace,
      actionSanitizer: typeof options.actionSanitizer,
      stateSanitizer: typeof options.stateSanitizer,
    });
    const sanitizeAction = options.actionSanitizer ?? ((action: unknown) => action);
    const sanitizeState = options.stateSanitizer ?? ((state: unknown) => state);
    const instrument: Enhancer = (createStore) => (reducer, preloaded) =>
      createStore((state, action) => {
        const next = reducer(state, action) as { session?: { token?: unknown } } | undefined;
        if (typeof next?.session?.token === 'string') received.statesWithToken += 1;
        received.actions.push(JSON.stringify(sanitizeAction(action)));
        received.states.push(JSON.stringify(sanitizeState(next)));
        return next;
      }, preloaded);
    return (...enhancers: Enhancer[]) =>
      (createStore: CreateStore) =>
        enhancers.reduceRight((next, enhancer) => enhancer(next), instrument(createStore));
  };
}

async function withFakeExtension(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  await context.addInitScript(installFakeExtension);
  const page = await context.newPage();
  page.on('pageerror', (e) => {
    throw e;
  });
  return page;
}

/** Logs in on the login page, once it has settled, and waits for the signed-in home page. */
async function logIn(page: Page) {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Log in' })).toBeEnabled();
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await expect(page.getByLabel('Email')).toHaveValue(ADMIN.email);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
}

const receivedBy = (page: Page) => page.evaluate(() => window.__devToolsReceived ?? null);

interface Shown {
  session: { token: unknown; user: { email: string } | null };
  consultants: { ids: unknown[]; loading: boolean; error: string | null };
  requests: Record<string, { status: string }>;
}

test('the served build connects to the DevTools extension and gives it no token or password', async ({
  browser,
  baseURL,
}) => {
  const page = await withFakeExtension(browser, baseURL!);
  const tokens = new Set<string>();
  page.on('request', (r) => {
    const bearer = /^Bearer (.+)$/.exec(r.headers()['authorization'] ?? '')?.[1];
    if (bearer) tokens.add(bearer);
  });
  await logIn(page);
  await expect(page.locator('meta[name="devtools"]')).toHaveAttribute('content', 'on');
  // The home page's lists have loaded, and the session's calls carry the token.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => tokens.size).toBeGreaterThan(0);
  await expect
    .poll(async () => {
      const last = (await receivedBy(page))?.states.at(-1);
      return last ? (JSON.parse(last) as Shown).requests['consultants/list']?.status : undefined;
    })
    .toBe('succeeded');

  const received = await receivedBy(page);
  expect(received).not.toBeNull();
  const { connects, actions, states, statesWithToken } = received!;
  expect(connects).toEqual([
    { name: 'Consultancy portal', trace: false, actionSanitizer: 'function', stateSanitizer: 'function' },
  ]);
  expect(states.length).toBe(actions.length);
  expect(states.length).toBeGreaterThan(10);

  // The store held the token, the hook was given the session without it.
  expect(statesWithToken).toBeGreaterThan(0);
  const shown = states.map((state) => JSON.parse(state) as Shown);
  const last = shown.at(-1)!;
  expect(last.session.user?.email).toBe(ADMIN.email);
  expect(last.session.token).toBe(REDACTED);
  const login = actions.map((a) => JSON.parse(a) as { type: string; payload?: unknown });
  expect(login.find((a) => a.type === 'session/loginRequested')?.payload).toMatchObject({
    email: ADMIN.email,
    password: REDACTED,
  });
  for (const text of [...actions, ...states]) {
    expect(text).not.toContain(ADMIN.password);
    for (const token of tokens) expect(text).not.toContain(token);
  }

  // The consultants slice as the specification names it: loading while its list was asked for.
  expect(shown.some((state) => state.consultants.loading)).toBe(true);
  expect(last.consultants).toMatchObject({ loading: false, error: null });
  expect(last.consultants.ids.length).toBeGreaterThan(0);
  await page.context().close();
});

test('with CLIENT_DEVTOOLS=false the served build never calls the extension', async ({ browser }) => {
  const own = await startStack({ env: { CLIENT_DEVTOOLS: 'false' } });
  try {
    const page = await withFakeExtension(browser, own.baseURL);
    await logIn(page);
    await expect(page.locator('meta[name="devtools"]')).toHaveCount(0);
    // A reload: the stored session comes back through the store, which still has no extension.
    await page.reload();
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
    expect(await receivedBy(page)).toEqual({ connects: [], actions: [], states: [], statesWithToken: 0 });
    await page.context().close();
  } finally {
    await own.stop();
  }
});
