import { render, screen } from '@testing-library/react';
import { createNavigator } from '@client/app/navigator';
import { ErrorBoundary } from '@client/components/ErrorBoundary';

describe('the sagas’ navigator', () => {
  it('keeps a navigation asked for before the router rendered, and makes it once attached', () => {
    const navigator = createNavigator();
    const navigate = jest.fn();
    navigator.navigate('/first');
    navigator.navigate('/login', { replace: true });
    expect(navigate).not.toHaveBeenCalled();
    navigator.attach(navigate);
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/login', { replace: true });
    navigator.navigate('/projects');
    expect(navigate).toHaveBeenLastCalledWith('/projects', undefined);
  });
});

function Broken(): never {
  throw new Error('broken page');
}

describe('the error boundary', () => {
  it('shows the error screen, and what comes next once its reset key changes', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const page = (path: string) => (
      <ErrorBoundary resetKey={path} onRefresh={() => undefined}>
        {path === '/broken' ? <Broken /> : <p>next page</p>}
      </ErrorBoundary>
    );
    try {
      const { rerender } = render(page('/broken'));
      expect(screen.getByRole('region', { name: 'Error' })).toBeInTheDocument();
      rerender(page('/broken'));
      expect(screen.getByRole('region', { name: 'Error' })).toBeInTheDocument();
      rerender(page('/next'));
      expect(screen.getByText('next page')).toBeInTheDocument();
    } finally {
      error.mockRestore();
    }
  });
});
