/**
 * The boot script asks for the app's scripts once the first paint has been shown (src/client/boot.ts):
 * a prerendered page waits for the browser's paint timing entry, a page without content for a frame.
 */

import type * as Boot from '@client/boot';

type BootModule = typeof Boot;
type PaintCallback = (list: { getEntriesByName(name: string): unknown[] }) => void;

/** A PerformanceObserver that reports the paints a test sends it. */
class FakePaintObserver {
  static supportedEntryTypes: readonly string[] = ['paint'];
  static observers: FakePaintObserver[] = [];
  observed: unknown[] = [];
  disconnected = false;
  constructor(private readonly callback: PaintCallback) {
    FakePaintObserver.observers.push(this);
  }
  observe(options: unknown): void {
    this.observed.push(options);
  }
  disconnect(): void {
    this.disconnected = true;
  }
  report(...names: string[]): void {
    if (this.disconnected) return;
    this.callback({ getEntriesByName: (name) => names.filter((entry) => entry === name) });
  }
}

let visibility: DocumentVisibilityState = 'visible';

async function loadBoot(): Promise<BootModule> {
  let boot: BootModule | undefined;
  await jest.isolateModulesAsync(async () => {
    boot = await import('@client/boot');
  });
  return boot!;
}

beforeEach(() => {
  jest.useFakeTimers();
  FakePaintObserver.observers = [];
  FakePaintObserver.supportedEntryTypes = ['paint'];
  (globalThis as { PerformanceObserver?: unknown }).PerformanceObserver = FakePaintObserver;
  visibility = 'visible';
  jest.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
  document.body.innerHTML = '<div id="root"><main><p>The page, prerendered.</p></main></div>';
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  delete (globalThis as { PerformanceObserver?: unknown }).PerformanceObserver;
});

describe('afterFirstPaint', () => {
  it('waits on a prerendered page until the first contentful paint has been shown, then calls once', async () => {
    const { afterFirstPaint } = await loadBoot();
    const callback = jest.fn();
    afterFirstPaint(callback);
    const observer = FakePaintObserver.observers.at(-1)!;
    expect(observer.observed).toEqual([{ type: 'paint', buffered: true }]);

    // Frames come and go: the paint has not been shown yet.
    jest.advanceTimersByTime(200);
    observer.report('first-paint');
    jest.advanceTimersByTime(1);
    expect(callback).not.toHaveBeenCalled();

    observer.report('first-contentful-paint');
    expect(callback).not.toHaveBeenCalled(); // in a task of its own, not inside the observer
    jest.advanceTimersByTime(1);
    expect(callback).toHaveBeenCalledTimes(1);
    expect(observer.disconnected).toBe(true);

    // The longest wait passing later does not start it again.
    jest.advanceTimersByTime(5000);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('starts after the longest wait when the browser never reports the paint', async () => {
    const { afterFirstPaint } = await loadBoot();
    const callback = jest.fn();
    afterFirstPaint(callback);
    jest.advanceTimersByTime(999);
    expect(callback).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('waits for the next frame on a page the app draws itself', async () => {
    document.body.innerHTML = '<div id="root"></div>';
    const { afterFirstPaint } = await loadBoot();
    const callback = jest.fn();
    afterFirstPaint(callback);
    expect(FakePaintObserver.observers).toHaveLength(0);
    jest.advanceTimersByTime(40);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('waits for the next frame in a browser without paint timing', async () => {
    FakePaintObserver.supportedEntryTypes = ['navigation'];
    const { afterFirstPaint } = await loadBoot();
    const callback = jest.fn();
    afterFirstPaint(callback);
    jest.advanceTimersByTime(40);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('starts a hidden tab, which paints nothing, after a tenth of a second', async () => {
    visibility = 'hidden';
    const { afterFirstPaint } = await loadBoot();
    const callback = jest.fn();
    afterFirstPaint(callback);
    jest.advanceTimersByTime(99);
    expect(callback).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(callback).toHaveBeenCalledTimes(1);
  });
});

describe('the boot script', () => {
  it("asks for the page's scripts in order, one per task, once the paint has been shown", async () => {
    const boot = document.createElement('script');
    boot.dataset.scripts = JSON.stringify(['/assets/runtime.js', '/assets/main.js']);
    document.head.append(boot);
    jest.spyOn(document, 'currentScript', 'get').mockReturnValue(boot);
    await loadBoot();
    const requested = () =>
      [...document.head.querySelectorAll<HTMLScriptElement>('script[src]')].map((script) => ({
        src: new URL(script.src).pathname,
        async: script.async,
      }));
    jest.advanceTimersByTime(200);
    expect(requested()).toEqual([]);

    FakePaintObserver.observers.at(-1)!.report('first-contentful-paint');
    jest.advanceTimersToNextTimer();
    expect(requested()).toEqual([{ src: '/assets/runtime.js', async: false }]);
    jest.advanceTimersToNextTimer();
    expect(requested()).toEqual([
      { src: '/assets/runtime.js', async: false },
      { src: '/assets/main.js', async: false },
    ]);
    boot.remove();
    document.head.querySelectorAll('script[src]').forEach((script) => script.remove());
  });
});
