import { rootReducer } from '@client/app/rootReducer';
import {
  selectExpertiseNames,
  selectFeaturedConsultantIds,
  selectFilteredConsultantIds,
} from '@client/features/consultants/consultantsSelectors';
import { consultantsActions as a } from '@client/features/consultants/consultantsSlice';
import { consultantListQuery } from '@client/features/consultants/consultantModel';
import { makeConsultant, makeExpertise } from './fixtures';

const loaded = () =>
  rootReducer(
    undefined,
    a.listReceived([
      makeConsultant({ id: 1, expertise: [makeExpertise({ id: 1, name: 'SAP', level: 'Expert' })] }),
      makeConsultant({
        id: 2,
        isAvailable: false,
        expertise: [makeExpertise({ id: 2, name: 'Agile' }), makeExpertise({ id: 3, name: 'SAP' })],
      }),
      makeConsultant({ id: 3, expertise: [makeExpertise({ id: 4, name: 'Cloud' })] }),
      makeConsultant({ id: 4 }),
      makeConsultant({ id: 5, isActive: false }),
    ]),
  );

describe('public consultant selectors', () => {
  it('offers every expertise name once, alphabetically', () => {
    expect(selectExpertiseNames(loaded())).toEqual(['Agile', 'Cloud', 'SAP']);
  });

  it('narrows the loaded list by expertise and availability', () => {
    let state = loaded();
    expect(selectFilteredConsultantIds(state)).toEqual([1, 2, 3, 4]);
    state = rootReducer(state, a.expertiseFilterChanged('SAP'));
    expect(selectFilteredConsultantIds(state)).toEqual([1, 2]);
    state = rootReducer(state, a.availabilityFilterChanged(true));
    expect(selectFilteredConsultantIds(state)).toEqual([1]);
    state = rootReducer(state, a.searchChanged('ada'));
    expect(state.consultants.filters).toEqual({ search: 'ada', expertise: 'SAP', availableOnly: true });
  });

  it('features the first four active consultants', () => {
    expect(selectFeaturedConsultantIds(loaded())).toEqual([1, 2, 3, 4]);
  });

  it('builds the search query: blank text asks for the whole list', () => {
    expect(consultantListQuery('  ')).toBeUndefined();
    expect(consultantListQuery(undefined)).toBeUndefined();
    expect(consultantListQuery(' Ada L ')).toEqual({ search: 'Ada L' });
  });
});
