import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorBoundary } from '@client/components/ErrorBoundary';
import { ErrorScreen } from '@client/components/ErrorScreen';
import { withTimeout } from '@client/components/lazyWithTimeout';
import { renderRoutes, sessionState, preloadPages } from '@test/client/renderWithProviders';

// Every page loaded before the tests, so that no query waits on module loading.
beforeAll(preloadPages);

function Boom(): never {
  throw new Error('boom');
}

const silenceReactErrorReport = () => jest.spyOn(console, 'error').mockImplementation(() => undefined);

describe('error screen', () => {
  it('shows the texts and a Refresh Page button', async () => {
    const onRefresh = jest.fn();
    render(<ErrorScreen onRefresh={onRefresh} />);
    expect(screen.getByText('Something went wrong')).toBeInTheDocument();
    expect(screen.getByText('The application encountered an unexpected error.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Refresh Page' }));
    expect(onRefresh).toHaveBeenCalledTimes(1);
  });

  it('replaces a crashed tree through the error boundary', () => {
    const spy = silenceReactErrorReport();
    render(
      <ErrorBoundary>
        <Boom />
      </ErrorBoundary>,
    );
    expect(screen.getByText('Something went wrong')).toBeInTheDocument();
    spy.mockRestore();
  });

  it('shows inside the shell when a page fails to render', async () => {
    const spy = silenceReactErrorReport();
    renderRoutes('/boom', {
      preloadedState: { session: sessionState(null) },
      extraPages: [{ path: 'boom', element: <Boom /> }],
    });
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh Page' })).toBeInTheDocument();
    // The bar stays, so the visitor can still navigate away.
    expect(screen.getByRole('banner')).toBeInTheDocument();
    spy.mockRestore();
  });
});

describe('withTimeout', () => {
  afterEach(() => jest.useRealTimers());

  it('rejects a chunk load that does not answer within 120 s', async () => {
    jest.useFakeTimers();
    const stuck = withTimeout(() => new Promise<{ default: string }>(() => undefined));
    let settled = false;
    const outcome = stuck().then(
      () => 'loaded',
      (e: Error) => e.message,
    );
    void outcome.finally(() => {
      settled = true;
    });
    await act(async () => {
      jest.advanceTimersByTime(119_999);
    });
    expect(settled).toBe(false);
    await act(async () => {
      jest.advanceTimersByTime(1);
    });
    await expect(outcome).resolves.toMatch(/timed out/);
  });

  it('passes a timely load through', async () => {
    const quick = withTimeout(() => Promise.resolve({ default: 'page' }));
    await expect(quick()).resolves.toEqual({ default: 'page' });
  });
});
