import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { lazyBelowTheFold, lazyWithTimeout, whenInView } from '@client/components/lazyWithTimeout';
import type * as LazyParts from '@client/components/lazyWithTimeout';

// Lazy pages loaded ahead of their first render (components/lazyWithTimeout.ts): a prerendered page
// whose chunk was loaded before hydrating must render in the same pass, without suspending.

function page(text: string) {
  let loads = 0;
  const Page = lazyWithTimeout(async () => {
    loads += 1;
    return { default: () => <p>{text}</p> };
  });
  return { Page, loads: () => loads };
}

describe('a lazy page that can be loaded ahead', () => {
  it('renders in the first pass once preloaded, never showing the fallback', async () => {
    const { Page, loads } = page('Loaded ahead');
    await Page.preload();
    render(
      <Suspense fallback={<p>Waiting</p>}>
        <Page />
      </Suspense>,
    );
    // No act() to let a suspension settle: the content is there at once.
    expect(screen.getByText('Loaded ahead')).toBeInTheDocument();
    expect(screen.queryByText('Waiting')).not.toBeInTheDocument();
    expect(loads()).toBe(1);
  });

  it('suspends as any lazy component when not preloaded, and loads once for both ways', async () => {
    const { Page, loads } = page('Loaded on render');
    render(
      <Suspense fallback={<p>Waiting</p>}>
        <Page />
      </Suspense>,
    );
    expect(screen.getByText('Waiting')).toBeInTheDocument();
    await act(async () => Page.preload());
    expect(await screen.findByText('Loaded on render')).toBeInTheDocument();
    expect(loads()).toBe(1);
  });

  it('tries a failed load again on the next preload', async () => {
    let attempts = 0;
    const Flaky = lazyWithTimeout(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('chunk failed');
      return { default: () => <p>Second time</p> };
    });
    await expect(Flaky.preload()).rejects.toThrow('chunk failed');
    await Flaky.preload();
    render(
      <Suspense fallback={<p>Waiting</p>}>
        <Flaky />
      </Suspense>,
    );
    expect(screen.getByText('Second time')).toBeInTheDocument();
    expect(attempts).toBe(2);
  });
});

describe('a part below the fold', () => {
  type Callback = (entries: Array<{ intersectionRatio: number }>) => void;
  let observers: Array<{ callback: Callback; targets: Element[]; disconnected: boolean }>;
  const original = globalThis.IntersectionObserver;

  beforeEach(() => {
    observers = [];
    globalThis.IntersectionObserver = class {
      private readonly entry: (typeof observers)[number];
      constructor(callback: Callback) {
        this.entry = { callback, targets: [], disconnected: false };
        observers.push(this.entry);
      }
      observe(target: Element) {
        this.entry.targets.push(target);
      }
      disconnect() {
        this.entry.disconnected = true;
      }
    } as unknown as typeof IntersectionObserver;
  });
  afterEach(() => {
    globalThis.IntersectionObserver = original;
    document.body.replaceChildren();
  });

  it('loads its chunk only once some of its place is in view, not when it only touches the edge', async () => {
    const place = document.createElement('div');
    place.id = 'below';
    document.body.append(place);
    let loads = 0;
    const Part = lazyBelowTheFold('below', async () => {
      loads += 1;
      return { default: () => <p>Below the fold</p> };
    });
    const done = Part.preload();
    await Promise.resolve();
    expect(observers).toHaveLength(1);
    expect(observers[0]?.targets).toEqual([place]);
    // Touching the window's edge is not in view.
    observers[0]?.callback([{ intersectionRatio: 0 }]);
    await Promise.resolve();
    expect(loads).toBe(0);
    observers[0]?.callback([{ intersectionRatio: 0.2 }]);
    await done;
    expect(loads).toBe(1);
    expect(observers[0]?.disconnected).toBe(true);
  });

  it('loads at once when its place is not in the document: a page drawn in the browser', async () => {
    let loads = 0;
    const Part = lazyBelowTheFold('nowhere', async () => {
      loads += 1;
      return { default: () => <p>Drawn</p> };
    });
    await act(async () =>
      render(
        <Suspense fallback={null}>
          <Part />
        </Suspense>,
      ),
    );
    expect(await screen.findByText('Drawn')).toBeInTheDocument();
    expect(loads).toBe(1);
    expect(observers).toHaveLength(0);
  });

  it('resolves at once where the browser cannot tell what is in view', async () => {
    globalThis.IntersectionObserver = undefined as unknown as typeof IntersectionObserver;
    const place = document.createElement('div');
    place.id = 'somewhere';
    document.body.append(place);
    await expect(whenInView('somewhere')).resolves.toBeUndefined();
  });
});

describe('a part below the fold, before it is seen', () => {
  const original = globalThis.IntersectionObserver;
  beforeEach(() => {
    globalThis.IntersectionObserver = class {
      observe() {}
      disconnect() {}
    } as unknown as typeof IntersectionObserver;
  });
  afterEach(() => {
    globalThis.IntersectionObserver = original;
    document.body.replaceChildren();
  });

  /** A fresh copy of the module: the first input wakes the parts for the rest of the page's life. */
  async function freshPart(id: string) {
    let module!: typeof LazyParts;
    await jest.isolateModulesAsync(async () => {
      module = await import('@client/components/lazyWithTimeout');
    });
    const place = document.createElement('div');
    place.id = id;
    document.body.append(place);
    let loads = 0;
    const Part = module.lazyBelowTheFold(id, async () => {
      loads += 1;
      return { default: () => <p>Unseen</p> };
    });
    return { module, Part, loads: () => loads };
  }

  it.each([
    ['a key', () => window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }))],
    ['going back', () => window.dispatchEvent(new PopStateEvent('popstate'))],
    ['a navigation the app makes', (m: { wakeBelowTheFold: () => void }) => m.wakeBelowTheFold()],
  ])('loads at the visitor’s first input or a navigation: %s', async (_, wake) => {
    const { module, Part, loads } = await freshPart('unseen');
    const done = Part.preload();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(loads()).toBe(0);
    wake(module);
    await done;
    expect(loads()).toBe(1);
  });

  it('loads at once when it renders after the first input (a part still hydrating at a click)', async () => {
    const { module, Part, loads } = await freshPart('late');
    module.listenForFirstInput();
    window.dispatchEvent(new MouseEvent('pointerdown'));
    await Part.preload();
    expect(loads()).toBe(1);
  });
});
