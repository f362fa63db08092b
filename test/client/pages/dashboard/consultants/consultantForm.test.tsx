import { screen, within } from '@testing-library/react';
import { ApplicationForm } from '@client/features/consultants/ApplicationForm';
import { MyConsultantProfile } from '@client/pages/dashboard/consultants/MyConsultantProfile';
import {
  draftOf,
  draftProblems,
  hasDraftProblems,
  updateOf,
} from '@client/pages/dashboard/consultants/consultantForm';
import { rootReducer } from '@client/app/rootReducer';
import { consultantsActions } from '@client/features/consultants/consultantsSlice';
import { betweenText, RANGE, wholeNumberProblem, wholeNumberText } from '@shared/domain/numbers';
import { yearsOfExperienceProblem } from '@shared/domain/work';
import { makeUser, renderWithProviders, sessionState, fill } from '@test/client/renderWithProviders';
import { makeConsultant } from '../../../features/consultants/fixtures';

// Years of experience typed as letters: "must be a whole number", never "out of range", in the same
// words the server answers (docs/requirements.md#validation).

const WHOLE = 'Years of experience must be a whole number.';
const BETWEEN = 'Years of experience must be between 0 and 70.';

describe('the whole-number words', () => {
  it('tells text that is not a whole number so, and a whole number outside the range its bounds', () => {
    const range = { min: 0, max: 10 };
    expect(wholeNumberProblem('Count', ' 7 ', range)).toBeNull();
    for (const text of ['', 'abc', '1.5', '1e1', '+1', '- 1', '٣']) {
      expect([text, wholeNumberProblem('Count', text, range)]).toEqual([
        text,
        'Count must be a whole number.',
      ]);
    }
    expect(wholeNumberProblem('Count', '11', range)).toBe('Count must be between 0 and 10.');
    expect(wholeNumberProblem('Count', '-1', range)).toBe(betweenText('Count', range));
    expect(wholeNumberText('Count')).toBe('Count must be a whole number.');
  });
});

describe('yearsOfExperienceProblem', () => {
  it('takes nothing (none given) and whole years from 0 to 70', () => {
    for (const text of ['', '   ', '0', '7', ' 70 ', '007'])
      expect(yearsOfExperienceProblem(text)).toBeNull();
  });

  it('says letters and fractions must be a whole number', () => {
    for (const text of ['abc', 'ten', '5 years', 'five', '2.5', '1e1', 'e', '-']) {
      expect([text, yearsOfExperienceProblem(text)]).toEqual([text, WHOLE]);
    }
  });

  it('says a whole number outside the range what the range is', () => {
    expect(RANGE.yearsOfExperience).toEqual({ min: 0, max: 70 });
    for (const text of ['71', '-1', '99999999999999999999']) {
      expect([text, yearsOfExperienceProblem(text)]).toEqual([text, BETWEEN]);
    }
  });
});

describe('the consultant profile draft', () => {
  const consultant = makeConsultant({ id: 3, yearsOfExperience: 5 });

  it('finds nothing wrong with a stored profile', () => {
    expect(draftProblems(draftOf(consultant))).toEqual({});
    expect(hasDraftProblems(draftOf(consultant))).toBe(false);
  });

  it('names the years field when it holds letters or too many years', () => {
    const draft = draftOf(consultant);
    expect(draftProblems({ ...draft, yearsOfExperience: 'abc' })).toEqual({ yearsOfExperience: WHOLE });
    expect(draftProblems({ ...draft, yearsOfExperience: '80' })).toEqual({ yearsOfExperience: BETWEEN });
    expect(hasDraftProblems({ ...draft, yearsOfExperience: '1.5' })).toBe(true);
  });

  it('sends the years typed, and none given as 0', () => {
    const draft = draftOf(consultant);
    expect(updateOf(consultant, { ...draft, yearsOfExperience: ' 12 ' }).yearsOfExperience).toBe(12);
    expect(updateOf(consultant, { ...draft, yearsOfExperience: '' }).yearsOfExperience).toBe(0);
  });
});

describe('the forms', () => {
  it('a consultant’s own profile says letters must be a whole number and sends nothing', async () => {
    const me = makeConsultant({ id: 3, userId: 7 });
    const preloadedState = rootReducer(
      {
        ...rootReducer(undefined, { type: '@@init' }),
        session: sessionState(makeUser({ id: 7, roleId: 2 })),
      },
      consultantsActions.myProfileReceived(me),
    );
    const { user, dispatched } = renderWithProviders(<MyConsultantProfile />, { preloadedState });
    const years = screen.getByLabelText('Years of experience');
    await user.clear(years);
    await user.type(years, 'abc');
    expect(screen.getByText(WHOLE)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(dispatched(consultantsActions.updateRequested.type)).toHaveLength(0);

    await user.clear(years);
    await user.type(years, '9');
    expect(screen.queryByText(WHOLE)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(dispatched(consultantsActions.updateRequested.type)).toEqual([
      expect.objectContaining({ payload: expect.objectContaining({ id: 3, yearsOfExperience: 9 }) }),
    ]);
  });

  it('the application form says letters must be a whole number', async () => {
    const { user, dispatched } = renderWithProviders(<ApplicationForm onCancel={() => {}} />);
    const form = screen.getByRole('form', { name: 'Consultant application' });
    await fill(user, within(form).getByLabelText(/Specialization/), 'ERP');
    await user.type(within(form).getByLabelText('Years of experience'), 'ten');
    await user.click(within(form).getByRole('button', { name: 'Send application' }));
    expect(within(form).getByText(WHOLE)).toBeInTheDocument();
    expect(within(form).queryByText(/out of range/)).not.toBeInTheDocument();
    await user.clear(within(form).getByLabelText('Years of experience'));
    await user.type(within(form).getByLabelText('Years of experience'), '71');
    await user.click(within(form).getByRole('button', { name: 'Send application' }));
    expect(within(form).getByText(BETWEEN)).toBeInTheDocument();
    expect(dispatched(consultantsActions.applyRequested.type)).toHaveLength(0);
  });
});
