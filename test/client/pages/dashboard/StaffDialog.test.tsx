import { act, screen, within } from '@testing-library/react';
import { PROJECT_REQUESTS, projectsActions } from '@client/features/projects/projectsSlice';
import { StaffDialog } from '@client/pages/dashboard/projects/StaffDialog';
import { renderWithProviders } from '@test/client/renderWithProviders';
import { requestFailed, requestSucceeded } from '@test/client/requests';
import { makeDetail } from '../../features/projects/fixtures';

const detail = makeDetail(1);

function renderDialog() {
  const onClose = jest.fn();
  const view = renderWithProviders(<StaffDialog project={detail} onClose={onClose} />);
  act(() => {
    view.store.dispatch(projectsActions.detailReceived(detail));
    view.store.dispatch(projectsActions.availableConsultantsReceived([]));
  });
  return { ...view, onClose };
}

describe('staffing a project', () => {
  it('saves the checked team with its leader, says why a save failed and closes once saved', async () => {
    const { user, store, dispatched, onClose } = renderDialog();
    const dialog = screen.getByRole('dialog', { name: `Staff ${detail.name}` });
    await user.click(within(dialog).getByRole('checkbox', { name: 'Mert Member on the team' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save team' }));
    expect(dispatched(projectsActions.teamRequested.type)).toEqual([
      projectsActions.teamRequested({ projectId: 1, consultantIds: [5], leaderConsultantId: 5 }),
    ]);

    act(() => {
      store.dispatch(requestFailed(PROJECT_REQUESTS.team(1), 'Not saved.'));
    });
    expect(within(dialog).getByText('Not saved.')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('button', { name: 'Save team' }));
    act(() => {
      store.dispatch(requestSucceeded(PROJECT_REQUESTS.team(1)));
    });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes on Cancel without saving', async () => {
    const { user, dispatched, onClose } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(dispatched(projectsActions.teamRequested.type)).toEqual([]);
  });
});
