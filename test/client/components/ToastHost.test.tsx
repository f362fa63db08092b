import { act, screen } from '@testing-library/react';
import { toastsActions } from '@client/features/toasts/toastsSlice';
import { renderWithProviders } from '@test/client/renderWithProviders';

describe('ToastHost', () => {
  it('shows at most three toasts and empties the queue', async () => {
    // AppProviders mounts the host, as the app does.
    const { store } = renderWithProviders(<p>page</p>);
    act(() => {
      for (let i = 1; i <= 5; i += 1)
        store.dispatch(toastsActions.toastAdded({ message: `Toast ${i}`, variant: 'success' }));
    });
    expect(await screen.findByText('Toast 1')).toBeInTheDocument();
    expect(screen.getByText('Toast 2')).toBeInTheDocument();
    expect(screen.getByText('Toast 3')).toBeInTheDocument();
    expect(screen.queryByText('Toast 4')).not.toBeInTheDocument();
    expect(screen.queryByText('Toast 5')).not.toBeInTheDocument();
    expect(store.getState().toasts.queue).toHaveLength(0);
  });
});
