import type { RouteObject } from 'react-router';
import { prepareFirstScreen } from '@client/app/prepareFirstScreen';
import { makeStore } from '@client/app/store';

// Before a prerendered page is hydrated, the lazy parts of every route it matches are loaded
// (app/prepareFirstScreen.ts), so that it hydrates in one go.

describe('preparing a prerendered page', () => {
  it("loads the matched routes' lazy parts first, and only theirs", async () => {
    const { store } = makeStore(undefined, { runSagas: false });
    const shell = jest.fn(() => Promise.resolve());
    const page = jest.fn(() => Promise.resolve());
    const other = jest.fn(() => Promise.resolve());
    const routes: RouteObject[] = [
      {
        path: '/',
        handle: { preload: shell },
        children: [
          { path: 'about', handle: { preload: page } },
          { path: 'login', handle: { preload: other } },
        ],
      },
    ];
    await prepareFirstScreen(store, routes, '/about');
    expect(shell).toHaveBeenCalledTimes(1);
    expect(page).toHaveBeenCalledTimes(1);
    expect(other).not.toHaveBeenCalled();
  });

  it('waits for them to load, and is not held up by one that fails', async () => {
    const { store } = makeStore(undefined, { runSagas: false });
    let loaded = false;
    const routes: RouteObject[] = [
      {
        path: '/',
        handle: {
          preload: () =>
            new Promise<void>((resolve) =>
              setTimeout(() => {
                loaded = true;
                resolve();
              }, 20),
            ),
        },
        children: [{ path: 'about', handle: { preload: () => Promise.reject(new Error('chunk failed')) } }],
      },
    ];
    await expect(prepareFirstScreen(store, routes, '/about')).resolves.toBeUndefined();
    expect(loaded).toBe(true);
  });
});
