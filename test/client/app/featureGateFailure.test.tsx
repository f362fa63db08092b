import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { Provider } from 'react-redux';
import { FEATURE_RETRY_AFTER_MS, FeatureGate } from '@client/app/FeatureGate';
import { makeStore } from '@client/app/store';
import { ErrorBoundary } from '@client/components/ErrorBoundary';

// The work feature's chunk fails to load once, as on a dropped connection, then loads.
let mockAttempts = 0;
jest.mock('@client/features/work/workFeature', () => {
  mockAttempts += 1;
  if (mockAttempts === 1) throw new Error('Loading chunk feature-work failed');
  return jest.requireActual('@client/features/work/workFeature');
});

describe('a feature whose chunk fails to load', () => {
  it('shows the error screen once, and loads on the next visit of the page', async () => {
    // React reports the caught error; the screen is what is checked.
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { store } = makeStore(undefined, { runSagas: false });
    const page = (resetKey: string) => (
      <Provider store={store}>
        <ErrorBoundary resetKey={resetKey}>
          <Suspense fallback={<p>Loading…</p>}>
            <FeatureGate features={['work']}>
              <p>work page</p>
            </FeatureGate>
          </Suspense>
        </ErrorBoundary>
      </Provider>
    );
    const { rerender } = render(page('/projects'));
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /refresh/i })).toBeInTheDocument();
    expect(screen.queryByText('work page')).not.toBeInTheDocument();
    expect(mockAttempts).toBe(1);

    // A later visit (a link away and back resets the page's boundary) asks for the chunk again.
    const now = Date.now();
    const clock = jest.spyOn(Date, 'now').mockReturnValue(now + FEATURE_RETRY_AFTER_MS);
    rerender(page('/projects?again'));
    expect(await screen.findByText('work page')).toBeInTheDocument();
    expect(mockAttempts).toBe(2);
    expect(store.getState()).toHaveProperty('projects');
    clock.mockRestore();
    error.mockRestore();
  });
});
