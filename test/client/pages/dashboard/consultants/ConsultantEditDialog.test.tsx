import { act, screen, within } from '@testing-library/react';
import { consultantsActions } from '@client/features/consultants/consultantsSlice';
import { CONSULTANT_WRITE_REQUESTS as R } from '@client/features/consultants/consultantsRequested';
import { ConsultantEditDialog } from '@client/pages/dashboard/consultants/ConsultantEditDialog';
import { renderWithProviders } from '@test/client/renderWithProviders';
import { requestFailed, requestSucceeded } from '@test/client/requests';
import { makeConsultant } from '../../../features/consultants/fixtures';

// The administrator's edit of a consultant: the years are checked as they are typed, the switches
// and the status are sent with the rest, and the dialog closes once the server saved it.

const WHOLE = 'Years of experience must be a whole number.';

describe('ConsultantEditDialog', () => {
  it('refuses letters for years, sends the whole profile, shows its failure and closes once saved', async () => {
    const consultant = makeConsultant({ id: 3 });
    const onClose = jest.fn();
    const { user, store, dispatched } = renderWithProviders(
      <ConsultantEditDialog consultant={consultant} onClose={onClose} />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Edit Name3 Surname3' });
    const years = within(dialog).getByLabelText('Years of experience');
    await user.clear(years);
    await user.type(years, 'ten');
    expect(within(dialog).getByText(WHOLE)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(dispatched(consultantsActions.updateRequested.type)).toHaveLength(0);
    expect(years).toHaveFocus();

    await user.clear(years);
    await user.type(years, '7');
    await user.click(within(dialog).getByLabelText('Available'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(dispatched(consultantsActions.updateRequested.type)).toEqual([
      expect.objectContaining({
        payload: expect.objectContaining({ id: 3, yearsOfExperience: 7, isAvailable: false, isActive: true }),
      }),
    ]);

    act(() => {
      store.dispatch(requestFailed(R.update(3), 'Check the fields.', 400, { specialization: 'Too long.' }));
    });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Check the fields.');
    expect(within(dialog).getByText('Too long.')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    act(() => {
      store.dispatch(requestSucceeded(R.update(3)));
    });
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
