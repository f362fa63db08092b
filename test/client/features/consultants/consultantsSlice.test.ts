import { rootReducer, type RootState } from '@client/app/rootReducer';
import { toConsultantUpdateBody } from '@client/features/consultants/consultantModel';
import {
  selectAllConsultants,
  selectAvailableConsultantIds,
  selectConsultantById,
  selectConsultantByUserId,
  selectConsultantIds,
  selectConsultantsError,
  selectConsultantsLoading,
  selectSelectedConsultant,
} from '@client/features/consultants/consultantsSelectors';
import { consultantsActions as a, CONSULTANT_REQUESTS } from '@client/features/consultants/consultantsSlice';
import { requestsActions } from '@client/lib/requests';
import { requestFailed, requestSucceeded } from '@test/client/requests';
import { makeConsultant, makeExpertise } from './fixtures';

const reduce = (actions: { type: string }[], start?: RootState) =>
  actions.reduce((s, action) => rootReducer(s, action), start ?? rootReducer(undefined, { type: '@@init' }));

const list = [
  makeConsultant({ id: 1, userId: 10, expertise: [makeExpertise({ id: 5, name: 'SAP' })] }),
  makeConsultant({ id: 2, userId: 11, name: 'Mert', isAvailable: false }),
];

describe('consultant update body', () => {
  it('fills the defaults for missing fields and sends nothing else', () => {
    expect(toConsultantUpdateBody({ id: 3, userId: 13, name: 'A' })).toEqual({
      id: 3,
      userId: 13,
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
    const whole = makeConsultant({ id: 4, isAvailable: false, yearsOfExperience: 9 });
    expect(toConsultantUpdateBody(whole)).toEqual({
      id: 4,
      userId: whole.userId,
      name: whole.name,
      surname: whole.surname,
      image: '',
      specialization: 'ERP',
      bio: '',
      linkedInUrl: '',
      yearsOfExperience: 9,
      isAvailable: false,
      isActive: true,
      applicationStatus: 'Approved',
    });
  });
});

describe('consultants slice', () => {
  const listKey = CONSULTANT_REQUESTS.list;

  it('sets loading on a request and clears it on success or failure', () => {
    const pending = reduce([requestsActions.started({ key: listKey })]);
    expect(selectConsultantsLoading(pending)).toBe(true);
    const loaded = reduce([a.listReceived(list), requestSucceeded(listKey)], pending);
    expect(selectConsultantsLoading(loaded)).toBe(false);
    expect(selectConsultantIds(loaded)).toEqual([1, 2]);
    const failed = reduce([requestsActions.started({ key: listKey }), requestFailed(listKey, 'x')], loaded);
    expect(selectConsultantsLoading(failed)).toBe(false);
    expect(selectConsultantsError(failed)).toBe('x');
    expect(selectAllConsultants(failed)).toHaveLength(2);
  });

  it('appends a created consultant and replaces an updated one by id', () => {
    const state = reduce([
      a.listReceived(list),
      a.created(makeConsultant({ id: 3, name: 'Ece' })),
      a.updated(makeConsultant({ id: 1, bio: 'New bio' })),
    ]);
    expect(selectConsultantIds(state)).toEqual([1, 2, 3]);
    expect(selectConsultantById(state, 1)).toMatchObject({ bio: 'New bio', expertise: [] });
  });

  it('adds, replaces and removes expertise of that consultant only', () => {
    let state = reduce([a.listReceived(list)]);
    const bi = makeExpertise({ id: 6, name: 'BI' });
    const sap = makeExpertise({ id: 5, name: 'SAP S/4' });
    state = reduce([a.expertiseAdded({ consultantId: 1, expertise: bi })], state);
    state = reduce([a.expertiseAdded({ consultantId: 1, expertise: sap })], state);
    expect(selectConsultantById(state, 1)?.expertise).toEqual([sap, bi]);
    state = reduce([a.expertiseRemoved({ consultantId: 1, expertiseId: 5 })], state);
    expect(selectConsultantById(state, 1)?.expertise).toEqual([bi]);
    expect(selectConsultantById(state, 2)?.expertise).toEqual([]);
  });

  it('selects and forgets a removed selection', () => {
    let state = reduce([a.listReceived(list), a.selected(2)]);
    expect(selectSelectedConsultant(state)?.name).toBe('Mert');
    expect(selectConsultantByUserId(state, 10)?.id).toBe(1);
    expect(selectAvailableConsultantIds(state)).toEqual([1]);
    state = reduce([a.removed(2)], state);
    expect(selectSelectedConsultant(state)).toBeNull();
  });

  it('selects the consultant a detail read landed', () => {
    const state = reduce([a.listReceived(list), a.detailReceived(makeConsultant({ id: 7 }))]);
    expect(selectSelectedConsultant(state)?.id).toBe(7);
    expect(selectConsultantIds(state)).toEqual([1, 2, 7]);
  });
});
