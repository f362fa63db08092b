import { rootReducer, type RootState } from '@client/app/rootReducer';
import { normalizeConsultant, toConsultantUpdateBody } from '@client/features/consultants/consultantModel';
import {
  selectAllConsultants,
  selectAvailableConsultantIds,
  selectConsultantById,
  selectConsultantByUserId,
  selectConsultantIds,
  selectConsultantsLoading,
  selectSelectedConsultant,
} from '@client/features/consultants/consultantsSelectors';
import { consultantsActions as a } from '@client/features/consultants/consultantsSlice';

const reduce = (actions: { type: string }[], start?: RootState) =>
  actions.reduce((s, action) => rootReducer(s, action), start ?? rootReducer(undefined, { type: '@@init' }));

const raw = [
  {
    id: 1,
    userId: 10,
    firstName: 'Deniz',
    lastName: 'Arslan',
    specialization: 'ERP',
    expertise: [{ id: 5, name: 'SAP' }],
  },
  { id: 2, userId: 11, name: 'Mert', surname: 'Öz', isAvailable: false, applicationStatus: 'Approved' },
];

describe('consultant model', () => {
  it('reads either name spelling and fills the defaults', () => {
    expect(normalizeConsultant(raw[0])).toMatchObject({
      name: 'Deniz',
      surname: 'Arslan',
      fullName: 'Deniz Arslan',
      linkedInUrl: '',
      yearsOfExperience: 0,
      isAvailable: true,
      isActive: true,
      applicationStatus: 'Pending',
      expertise: [{ id: 5, name: 'SAP' }],
    });
  });

  it('builds an update body with the defaults for missing fields', () => {
    expect(toConsultantUpdateBody({ id: 3, name: 'A' })).toEqual({
      id: 3,
      userId: null,
      name: 'A',
      surname: '',
      image: '',
      specialization: '',
      bio: '',
      linkedInUrl: '',
      yearsOfExperience: 0,
      isAvailable: true,
      isActive: true,
      applicationStatus: 'Pending',
    });
  });
});

describe('consultants slice', () => {
  it('sets loading on a request and clears it on success or failure', () => {
    const pending = reduce([a.fetchRequested()]);
    expect(selectConsultantsLoading(pending)).toBe(true);
    const loaded = reduce([a.fetchSucceeded(raw)], pending);
    expect(selectConsultantsLoading(loaded)).toBe(false);
    expect(selectConsultantIds(loaded)).toEqual([1, 2]);
    const failed = reduce([a.fetchRequested(), a.fetchFailed({ error: 'x' })], loaded);
    expect(failed.consultants).toMatchObject({ status: 'failed', error: 'x' });
    expect(selectAllConsultants(failed)).toHaveLength(2);
  });

  it('appends a created consultant and replaces an updated one by id', () => {
    const state = reduce([
      a.fetchSucceeded(raw),
      a.created({ id: 3, name: 'Ece', surname: 'Kurt' }),
      a.updated({ id: 1, name: 'Deniz', surname: 'Arslan', bio: 'New bio' }),
    ]);
    expect(selectConsultantIds(state)).toEqual([1, 2, 3]);
    expect(selectConsultantById(state, 1)).toMatchObject({
      bio: 'New bio',
      specialization: '',
      expertise: [],
    });
  });

  it('adds, replaces and removes expertise of that consultant only', () => {
    let state = reduce([a.fetchSucceeded(raw)]);
    state = reduce([a.expertiseAdded({ consultantId: 1, expertise: { id: 6, name: 'BI' } })], state);
    state = reduce([a.expertiseAdded({ consultantId: 1, expertise: { id: 5, name: 'SAP S/4' } })], state);
    expect(selectConsultantById(state, 1)?.expertise).toEqual([
      { id: 5, name: 'SAP S/4' },
      { id: 6, name: 'BI' },
    ]);
    state = reduce([a.expertiseRemoved({ consultantId: 1, expertiseId: 5 })], state);
    expect(selectConsultantById(state, 1)?.expertise).toEqual([{ id: 6, name: 'BI' }]);
    expect(selectConsultantById(state, 2)?.expertise).toEqual([]);
  });

  it('selects and forgets a removed selection', () => {
    let state = reduce([a.fetchSucceeded(raw), a.selected(2)]);
    expect(selectSelectedConsultant(state)?.name).toBe('Mert');
    expect(selectConsultantByUserId(state, 10)?.id).toBe(1);
    expect(selectAvailableConsultantIds(state)).toEqual([1]);
    state = reduce([a.removed(2)], state);
    expect(selectSelectedConsultant(state)).toBeNull();
  });
});
