import { createSlice } from '@reduxjs/toolkit';
import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { Provider } from 'react-redux';
import { put, takeEvery } from 'redux-saga/effects';
import { FeatureGate, loadFeatures } from '@client/app/FeatureGate';
import { featureHostOf } from '@client/app/featureHost';
import { replayReducer } from '@client/app/replayReducer';
import { makeStore } from '@client/app/store';
import { createFrozenStore } from '@client/app/qaFrame/frozenStore';
import { workFeature } from '@client/features/work/workFeature';
import { createActionRecorder } from '@client/lib/actionLog/recorder';
import { parseActionLog, replayLog, withLazySlices } from '@client/lib/actionLog/replay';
import { featureLoaded, type FeatureModule } from '@client/lib/features';
import { toActionLogFile } from '@client/lib/actionLog/exportFormats';
import { installFakeAdapter } from '@test/client/apiAdapter';

const tally = createSlice({
  name: 'tally',
  initialState: { count: 0 },
  reducers: { counted: (state) => void (state.count += 1) },
});

/** A feature of one slice whose saga counts every 'tally/ping'. */
const tallyFeature = {
  name: 'work',
  reducers: { tally: tally.reducer },
  sagas: [
    function* tallySaga() {
      yield takeEvery('tally/ping', function* count() {
        yield put(tally.actions.counted());
      });
    },
  ],
} satisfies FeatureModule;

// The eager sagas of a running store load the site's settings and may try again later; nothing here
// needs an answer, and none may reach the network.
let adapter: ReturnType<typeof installFakeAdapter>;
let warn: jest.SpyInstance;
beforeAll(() => {
  adapter = installFakeAdapter(() => ({ status: 404, data: { message: 'Not found.' } }));
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterAll(() => {
  adapter.restore();
  warn.mockRestore();
});

describe('features that join the store later', () => {
  it('are not in a new store: only the eager slices are', () => {
    const { store } = makeStore(undefined, { runSagas: false });
    expect(store.getState()).not.toHaveProperty('projects');
    expect(store.getState()).not.toHaveProperty('users');
    expect(store.getState()).toHaveProperty('session');
  });

  it('join once: slices with the featureLoaded action, then their sagas', () => {
    const seen: string[] = [];
    const { store } = makeStore(undefined, {
      extraMiddleware: [
        () => (next) => (action) => (seen.push((action as { type: string }).type), next(action)),
      ],
    });
    const host = featureHostOf(store);
    expect(host).not.toBeNull();
    expect(host!.has('work')).toBe(false);
    host!.join(tallyFeature);
    host!.join(tallyFeature);
    expect(host!.has('work')).toBe(true);
    expect(seen.filter((type) => type === featureLoaded.type)).toHaveLength(1);
    expect((store.getState() as unknown as { tally: { count: number } }).tally).toEqual({ count: 0 });
    store.dispatch({ type: 'tally/ping' });
    expect((store.getState() as unknown as { tally: { count: number } }).tally).toEqual({ count: 1 });
  });

  it('replay from the step that announced them, to the state the store had', () => {
    const recorder = createActionRecorder();
    const { store } = makeStore(undefined, { runSagas: false, extraMiddleware: [recorder.middleware] });
    store.dispatch({ type: 'before/anything' });
    featureHostOf(store)!.join(workFeature);
    store.dispatch({ type: 'projects/listQueryChanged', payload: { search: 'erp' } });
    const file = toActionLogFile({
      recording: recorder.recording(),
      network: [],
      appVersion: 'test',
      viewport: { width: 1, height: 1 },
    });
    const log = parseActionLog(JSON.parse(JSON.stringify(file)));
    expect(log.initialState).not.toHaveProperty('projects');
    expect(replayLog(replayReducer, log)).toEqual(JSON.parse(JSON.stringify(store.getState())));
  });

  it('replay keeps slices a log starts with, and the state object when nothing changed', () => {
    const reducer = withLazySlices({ a: (s: number = 0) => s }, { b: (s: number = 5) => s });
    const start = reducer(undefined, { type: 'init' });
    expect(start).toEqual({ a: 0 });
    expect(reducer(start, { type: 'other' })).toBe(start);
    const joined = reducer(start, featureLoaded({ name: 'work', slices: ['b'] }));
    expect(joined).toEqual({ a: 0, b: 5 });
    expect(reducer({ a: 1, b: 7 }, { type: 'other' })).toEqual({ a: 1, b: 7 });
  });
});

describe('the feature gate', () => {
  it('shows its page once the feature is in the store', async () => {
    const { store } = makeStore(undefined, { runSagas: false });
    await act(async () => {
      render(
        <Provider store={store}>
          <Suspense fallback={<p>loading</p>}>
            <FeatureGate features={['work']}>
              <p>work page</p>
            </FeatureGate>
          </Suspense>
        </Provider>,
      );
    });
    expect(await screen.findByText('work page', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(store.getState()).toHaveProperty('projects');
    expect(store.getState()).toHaveProperty('tasks');
    expect(store.getState()).not.toHaveProperty('users');
  });

  it('loads a feature once per store, and takes nothing into a store that only shows states', async () => {
    const { store } = makeStore(undefined, { runSagas: false });
    expect(loadFeatures(store, ['projectRequests'])).toBe(loadFeatures(store, ['projectRequests']));
    await loadFeatures(store, ['projectRequests']);
    expect(store.getState()).toHaveProperty('projectRequests');

    const frozen = createFrozenStore({ shown: true });
    await loadFeatures(frozen, ['admin']);
    expect(frozen.getState()).toEqual({ shown: true });
  });
});
