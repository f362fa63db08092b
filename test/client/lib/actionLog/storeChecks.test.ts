import { makeStore } from '@client/app/store';
import { devToolsOptions } from '@client/app/devTools';
import type * as DevToolsModule from '@client/app/devTools';

// A replayable store: Redux Toolkit's serializability and immutability checks stay on outside
// production (docs/requirements.md), so an action that cannot be recorded or a mutated state is caught.
describe('the store’s development checks', () => {
  it('reports an action that cannot be recorded (serializability check)', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const { store } = makeStore(undefined, { runSagas: false });
      store.dispatch({ type: 'test/withDate', payload: new Date(0) });
      expect(error).toHaveBeenCalledTimes(1);
      expect(error.mock.calls[0][0]).toContain('A non-serializable value was detected in an action');
    } finally {
      error.mockRestore();
    }
  });

  it('throws on a state mutated outside a reducer (immutability check)', () => {
    // A preloaded state is not frozen, so only the check can notice the mutation.
    const { store } = makeStore({ toasts: { queue: [] } }, { runSagas: false });
    store.getState().toasts.queue.push({ id: 'a', message: 'Saved', variant: 'info' });
    expect(() => store.dispatch({ type: 'test/any' })).toThrow(/A state mutation was detected/);
  });

  it('keeps DevTools traces (a stack per action) to development builds', () => {
    expect(process.env.NODE_ENV).toBe('test');
    expect(devToolsOptions.trace).toBe(false);
    const environment = process.env.NODE_ENV;
    process.env.NODE_ENV = 'development';
    try {
      jest.isolateModules(() => {
        const inDevelopment = jest.requireActual<typeof DevToolsModule>('@client/app/devTools');
        expect(inDevelopment.devToolsOptions.trace).toBe(true);
      });
    } finally {
      process.env.NODE_ENV = environment;
    }
  });
});
