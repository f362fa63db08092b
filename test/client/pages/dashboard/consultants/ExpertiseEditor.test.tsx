import { screen, within } from '@testing-library/react';
import { consultantsActions } from '@client/features/consultants/consultantsSlice';
import { ExpertiseEditor } from '@client/pages/dashboard/consultants/ExpertiseEditor';
import { renderWithProviders, fill } from '@test/client/renderWithProviders';
import { makeConsultant } from '../../../features/consultants/fixtures';

// Years typed as letters are refused in words, never saved as 0 (docs/requirements.md#validation).

const WHOLE = 'Years of experience must be a whole number.';
const consultant = makeConsultant({
  id: 4,
  expertise: [{ id: 9, consultantId: 4, name: 'Azure', level: 'Expert', yearsOfExperience: 6 }],
});

describe('ExpertiseEditor', () => {
  it('adds expertise with whole years only', async () => {
    const { user, dispatched } = renderWithProviders(<ExpertiseEditor consultant={consultant} />);
    await fill(user, screen.getByLabelText('New expertise'), 'Kubernetes');
    const years = screen.getAllByLabelText('Years')[1];
    await user.clear(years);
    await user.type(years, 'five');
    expect(screen.getByText(WHOLE)).toBeInTheDocument();
    expect(years).toHaveAccessibleDescription(WHOLE);
    expect(screen.getByRole('button', { name: 'Add' })).toBeDisabled();

    await user.clear(years);
    await user.type(years, '5');
    expect(screen.queryByText(WHOLE)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(dispatched(consultantsActions.expertiseAddRequested.type)).toEqual([
      consultantsActions.expertiseAddRequested({
        consultantId: 4,
        input: { name: 'Kubernetes', level: 'Intermediate', yearsOfExperience: 5 },
      }),
    ]);
  });

  it('saves a row’s years on leaving the field, and not while they are not a whole number', async () => {
    const { user, dispatched } = renderWithProviders(<ExpertiseEditor consultant={consultant} />);
    const row = within(screen.getByRole('list', { name: 'Expertise' })).getByRole('listitem');
    const years = within(row).getByLabelText('Years');
    await user.clear(years);
    await user.type(years, '7.5');
    await user.tab();
    expect(within(row).getByRole('alert')).toHaveTextContent(WHOLE);
    expect(dispatched(consultantsActions.expertiseUpdateRequested.type)).toHaveLength(0);

    await user.clear(years);
    await user.type(years, '8');
    await user.tab();
    expect(dispatched(consultantsActions.expertiseUpdateRequested.type)).toEqual([
      consultantsActions.expertiseUpdateRequested({
        consultantId: 4,
        expertiseId: 9,
        changes: { yearsOfExperience: 8 },
      }),
    ]);
  });
});
