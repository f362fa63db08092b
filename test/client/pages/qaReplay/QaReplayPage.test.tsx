import { fireEvent, screen, within } from '@testing-library/react';
import { rootReducer } from '@client/app/rootReducer';
import type { RootState } from '@client/app/rootReducer';
import QaReplayPage from '@client/pages/qaReplay/QaReplayPage';
import { renderWithProviders } from '@test/client/renderWithProviders';
import { toastLog } from './toastLog';

const logText = (finalState?: (state: RootState) => unknown) =>
  JSON.stringify(toastLog({ pages: ['/projects', '/projects', '/projects'], finalState }));

function open(text: string, name = 'bug-report.json') {
  fireEvent.change(screen.getByLabelText('Log file'), {
    target: { files: [new File([text], name, { type: 'application/json' })] },
  });
}

const status = () => screen.getByRole('status');

describe('the QA replay view', () => {
  it('says how to get a log before one is open', () => {
    renderWithProviders(<QaReplayPage reducer={rootReducer} />, { route: '/qa' });
    expect(screen.getByRole('heading', { name: 'Action log replay' })).toBeInTheDocument();
    expect(screen.getByText('No log open')).toBeInTheDocument();
  });

  it('opens a log at its last step and steps back, forward and to either end', async () => {
    const { user, actions } = renderWithProviders(<QaReplayPage reducer={rootReducer} />, { route: '/qa' });
    open(logText());
    expect(await screen.findByText('After action 3 of 3: toasts/toastShown')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Previous action' }));
    expect(status()).toHaveTextContent('After action 2 of 3: nothing/happened');
    await user.click(screen.getByRole('button', { name: 'First step' }));
    expect(status()).toHaveTextContent('Before the first of 3 actions');
    expect(screen.getByRole('button', { name: 'Previous action' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next action' }));
    expect(status()).toHaveTextContent('After action 1 of 3: toasts/toastAdded');
    await user.click(screen.getByRole('button', { name: 'Last step' }));
    expect(status()).toHaveTextContent('After action 3 of 3');

    // The arrow keys step too, and the app's own store is never touched.
    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    expect(status()).toHaveTextContent('After action 2 of 3');
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(status()).toHaveTextContent('After action 3 of 3');
    expect(actions).toEqual([]);
  });

  it('jumps to any action from the list, which filters by type', async () => {
    const { user } = renderWithProviders(<QaReplayPage reducer={rootReducer} />, { route: '/qa' });
    open(logText());
    const list = await screen.findByRole('list', { name: 'Actions' });
    await user.click(within(list).getByRole('button', { name: /toastAdded/ }));
    expect(status()).toHaveTextContent('After action 1 of 3: toasts/toastAdded');
    expect(within(list).getByRole('button', { name: /toastAdded/ })).toHaveAttribute('aria-current', 'step');

    await user.type(screen.getByLabelText('Filter actions by type'), 'nothing');
    expect(within(list).getAllByRole('button')).toHaveLength(1);
    expect(screen.getByText('1 of 3 actions')).toBeInTheDocument();
  });

  it('shows what a step changed, the state, and the action', async () => {
    const { user } = renderWithProviders(<QaReplayPage reducer={rootReducer} />, { route: '/qa' });
    open(logText());
    await screen.findByRole('status');
    await user.click(screen.getByRole('button', { name: 'First step' }));
    await user.click(screen.getByRole('button', { name: 'Next action' }));

    await user.click(screen.getByRole('tab', { name: 'Changes (1)' }));
    const table = screen.getByRole('table', { name: 'Changes at this step' });
    expect(within(table).getByText('toasts.queue[0]')).toBeInTheDocument();
    expect(within(table).getByText(/Project saved/)).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'State' }));
    const tree = screen.getByRole('tree', { name: 'State' });
    const toasts = within(tree).getByRole('button', { name: /toasts/ });
    expect(toasts).toHaveTextContent('changed');
    await user.click(toasts);
    await user.click(within(tree).getByRole('button', { name: /queue/ }));
    await user.click(within(tree).getByRole('button', { name: /^0 / }));
    expect(tree).toHaveTextContent('"Project saved"');

    await user.click(screen.getByRole('tab', { name: 'Action' }));
    expect(screen.getByRole('tabpanel', { name: 'Action' })).toHaveTextContent('"type": "toasts/toastAdded"');

    await user.click(screen.getByRole('button', { name: 'Next action' }));
    await user.click(screen.getByRole('tab', { name: 'Changes (0)' }));
    expect(screen.getByText('This action changed nothing in the state.')).toBeInTheDocument();
  });

  it('says whether the replay reaches the recorded final state, and lists the API calls', async () => {
    const { user, unmount } = renderWithProviders(<QaReplayPage reducer={rootReducer} />, { route: '/qa' });
    open(logText());
    await screen.findByRole('status');
    await user.click(screen.getByRole('tab', { name: 'Recording' }));
    expect(
      screen.getByText('The replay reaches the state the app had when the log was written.'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('table', { name: 'Last API calls' })).getByText('/api/projects'),
    ).toBeInTheDocument();
    expect(screen.getByText('1.2.3')).toBeInTheDocument();
    unmount();

    const second = renderWithProviders(<QaReplayPage reducer={rootReducer} />, { route: '/qa' });
    open(logText((state) => ({ ...state, toasts: { queue: ['left over'] } })));
    await screen.findByRole('status');
    await second.user.click(screen.getByRole('tab', { name: 'Recording' }));
    expect(screen.getByText(/The replay ends one value away/)).toBeInTheDocument();
    expect(
      screen.getByRole('table', { name: 'Differences from the recorded final state' }),
    ).toHaveTextContent('toasts.queue[0]');
  });

  it('explains why a file cannot be replayed, and keeps the log that was open', async () => {
    renderWithProviders(<QaReplayPage reducer={rootReducer} />, { route: '/qa' });
    open(logText());
    await screen.findByText('After action 3 of 3: toasts/toastShown');
    open('{"format":"something-else"}', 'notes.json');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'notes.json cannot be replayed: unknown format "something-else"',
    );
    expect(status()).toHaveTextContent('After action 3 of 3');
  });
});
