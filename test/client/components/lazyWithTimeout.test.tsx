import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { lazyWithTimeout } from '@client/components/lazyWithTimeout';

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
