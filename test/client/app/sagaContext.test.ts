import { CANCEL } from 'redux-saga';
import { expectSaga } from 'redux-saga-test-plan';
import {
  currentLocation,
  defaultSagaContext,
  historyNavigate,
  navigateTo,
  sleep,
  windowLocation,
} from '@client/lib/sagaContext';

describe('saga context defaults', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('read the location with its query and hash', () => {
    window.history.replaceState(null, '', '/projects/4?tab=tasks#t2');
    expect(windowLocation()).toBe('/projects/4?tab=tasks#t2');
  });

  it('navigate through window.history the way React Router stores state, and tell the router', () => {
    const onPop = jest.fn();
    window.addEventListener('popstate', onPop);
    const before = window.history.length;
    historyNavigate('/login', { state: { from: '/profile' } });
    expect(window.location.pathname).toBe('/login');
    expect(window.history.state).toMatchObject({ usr: { from: '/profile' }, idx: 1 });
    expect(window.history.length).toBe(before + 1);
    historyNavigate('/', { replace: true });
    expect(window.history.length).toBe(before + 1);
    expect(window.location.pathname).toBe('/');
    expect(onPop).toHaveBeenCalledTimes(2);
    window.removeEventListener('popstate', onPop);
  });

  it('are used when the saga context has none', async () => {
    window.history.replaceState(null, '', '/about');
    const { returnValue } = await expectSaga(currentLocation).run();
    expect(returnValue).toBe('/about');
    await expectSaga(navigateTo, '/services').run();
    expect(window.location.pathname).toBe('/services');
    expect(defaultSagaContext.now()).toBeGreaterThan(0);
  });
});

describe('sleep', () => {
  it('resolves after the time and clears its timer when cancelled', async () => {
    jest.useFakeTimers();
    try {
      const done = jest.fn();
      const waiting = sleep(1000);
      void waiting.then(done);
      jest.advanceTimersByTime(999);
      await Promise.resolve();
      expect(done).not.toHaveBeenCalled();
      jest.advanceTimersByTime(1);
      await waiting;
      expect(done).toHaveBeenCalled();

      const cancelled = sleep(1000) as Promise<void> & { [CANCEL]: () => void };
      expect(jest.getTimerCount()).toBe(1);
      cancelled[CANCEL]();
      expect(jest.getTimerCount()).toBe(0);
    } finally {
      jest.useRealTimers();
    }
  });
});
