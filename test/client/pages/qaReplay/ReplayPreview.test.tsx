import { act, fireEvent, screen } from '@testing-library/react';
import { ReplayPreview } from '@client/pages/qaReplay/ReplayPreview';
import { renderWithProviders } from '@test/client/renderWithProviders';

function frameOf() {
  const frame = screen.getByTitle('The app at this step') as HTMLIFrameElement;
  const target = frame.contentWindow as Window;
  const posted = jest.spyOn(target, 'postMessage').mockImplementation(() => {});
  const say = (data: unknown, source: Window | null = target, origin = window.location.origin) =>
    act(() => {
      window.dispatchEvent(new MessageEvent('message', { data, source, origin }));
    });
  return { posted, say };
}

describe('the replay preview', () => {
  it('sends the step once its frame listens, and again when the step changes', () => {
    const { rerender } = renderWithProviders(
      <ReplayPreview state={{ n: 1 }} recordedPage="/login" viewport={{ width: 390, height: 844 }} />,
    );
    const { posted, say } = frameOf();
    expect(posted).not.toHaveBeenCalled();
    say({ kind: 'qa-replay:ready' });
    expect(posted).toHaveBeenLastCalledWith(
      { kind: 'qa-replay:show', state: { n: 1 }, page: '/login' },
      window.location.origin,
    );
    rerender(<ReplayPreview state={{ n: 2 }} recordedPage="/projects/4" viewport={null} />);
    expect(posted).toHaveBeenLastCalledWith(
      { kind: 'qa-replay:show', state: { n: 2 }, page: '/projects/4' },
      window.location.origin,
    );
  });

  it('listens only to its own frame on this origin', () => {
    renderWithProviders(<ReplayPreview state={{ n: 1 }} recordedPage="/" viewport={null} />);
    const { posted, say } = frameOf();
    say({ kind: 'qa-replay:ready' }, window);
    say({ kind: 'qa-replay:ready' }, undefined, 'https://elsewhere.example');
    expect(posted).not.toHaveBeenCalled();
  });

  it('shows a page that is typed instead of the recorded one, and says what the views asked for', () => {
    renderWithProviders(<ReplayPreview state={{ n: 1 }} recordedPage="/login" viewport={null} />);
    const { posted, say } = frameOf();
    say({ kind: 'qa-replay:ready' });
    fireEvent.change(screen.getByLabelText('Page'), { target: { value: '/dashboard/users' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show page' }));
    expect(posted).toHaveBeenLastCalledWith(
      { kind: 'qa-replay:show', state: { n: 1 }, page: '/dashboard/users' },
      window.location.origin,
    );
    expect(screen.getByRole('checkbox', { name: 'Follow the recorded page' })).not.toBeChecked();

    say({ kind: 'qa-replay:ignored', types: ['users/listRequested', 'users/listRequested'] });
    expect(screen.getByText(/the views dispatched users\/listRequested\./)).toBeInTheDocument();
  });
});
