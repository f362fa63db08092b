import { Profiler } from 'react';
import { render, act } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router';
import { makeStore } from '@client/app/store';
import { markPrepared, useFirstScreenLoad, type FirstScreenLoad } from '@client/lib/useFirstScreenLoad';

// A page's first loads start as it mounts (lib/useFirstScreenLoad.ts); a page hydrated over its
// prerendered HTML had them made before it rendered.

const load: FirstScreenLoad = () => [{ type: 'probe/loadRequested' }];

function Page() {
  useFirstScreenLoad(load);
  return <p>The page</p>;
}

function mount() {
  const { store } = makeStore(undefined, { runSagas: false });
  const dispatched: string[] = [];
  const dispatch = store.dispatch;
  store.dispatch = ((action: { type: string }) => {
    dispatched.push(action.type);
    return dispatch(action);
  }) as typeof store.dispatch;
  const commits: string[] = [];
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={['/about']}>
        <Routes>
          <Route
            path="/about"
            element={
              <Profiler id="page" onRender={(_id, phase) => commits.push(phase)}>
                <Page />
              </Profiler>
            }
          />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  return { dispatched, commits };
}

describe('useFirstScreenLoad', () => {
  it('starts the loads as the page mounts, and has the page subscribed at once', async () => {
    const { dispatched, commits } = mount();
    await act(async () => undefined);
    expect(dispatched).toEqual(['probe/loadRequested']);
    // Rendered again within the mount's commit (React's "nested update"), before anything can land.
    expect(commits).toEqual(['mount', 'nested-update']);
  });

  it('neither repeats the loads made before hydrating nor renders the page again', async () => {
    markPrepared('/about', [load]);
    const { dispatched, commits } = mount();
    await act(async () => undefined);
    expect(dispatched).toEqual([]);
    expect(commits).toEqual(['mount']);
  });
});
