import type { RouteObject } from 'react-router';
import { prepareFirstScreen } from '@client/app/prepareFirstScreen';
import { makeStore } from '@client/app/store';

// Before a prerendered page is hydrated, the first loads of every route it matches are started
// (app/prepareFirstScreen.ts), so that it hydrates from the state it was rendered from. Its lazy
// parts are not waited for: a part that has not loaded keeps the server's markup until it has.

describe('preparing a prerendered page', () => {
  it('starts the first loads of the routes the page matches, with their parameters, and only theirs', async () => {
    const { store } = makeStore(undefined, { runSagas: false });
    const dispatch = jest.spyOn(store, 'dispatch');
    const shell = jest.fn(() => [{ type: 'test/shellLoad' }]);
    const page = jest.fn((params: Record<string, string | undefined>) => [
      { type: 'test/pageLoad', payload: params.slug },
    ]);
    const other = jest.fn(() => [{ type: 'test/otherLoad' }]);
    const routes: RouteObject[] = [
      {
        path: '/',
        handle: { firstScreen: shell },
        children: [
          { path: 'services/:slug', handle: { firstScreen: page } },
          { path: 'login', handle: { firstScreen: other } },
        ],
      },
    ];
    await prepareFirstScreen(store, routes, '/services/erp');
    expect(dispatch).toHaveBeenCalledWith({ type: 'test/shellLoad' });
    expect(dispatch).toHaveBeenCalledWith({ type: 'test/pageLoad', payload: 'erp' });
    expect(other).not.toHaveBeenCalled();
  });
});
