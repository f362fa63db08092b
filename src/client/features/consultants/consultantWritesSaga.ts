import type { SagaIterator } from 'redux-saga';
import { call, select } from 'redux-saga/effects';
import { MSG } from '@shared/messages';
import { api } from '@client/api';
import { callOn } from '@client/lib/calls';
import { CACHE_KEYS, consultantKey, cacheActions } from '@client/features/cache';
import { CONSULTANT_CALL, consultantErrorText, sessionEndOn401 } from './consultantErrors';
import {
  toConsultantUpdateBody,
  type Consultant,
  type ConsultantUpdateBody,
  type Expertise,
} from './consultantModel';
import { selectKnownConsultant } from './consultantAdminSelectors';
import { CONSULTANT_REQUESTS as R, consultantsActions as a } from './consultantsSlice';

/** A write changed the list and this consultant's cached detail (docs/requirements.md#caching). */
export const consultantStale = (id: number) =>
  cacheActions.invalidated([CACHE_KEYS.consultants, consultantKey(id)]);

/** A write answered with the whole consultant: it replaces the stored one. */
export const consultantSaved = (saved: Consultant) => [a.updated(saved), consultantStale(saved.id)];

type OfConsultant = { consultantId: number };

/** Adding, changing or removing one consultant's expertise shares one request state. */
const expertiseKey = ({ consultantId }: OfConsultant) => R.expertise(consultantId);

/** A write answered with one expertise entry: it is stored on the consultant (added or replaced). */
const expertiseSaved = (expertise: Expertise, { consultantId }: OfConsultant) => [
  a.expertiseAdded({ consultantId, expertise }),
  consultantStale(consultantId),
];

/** A consultant call (a write unless it says otherwise): the spec's texts and consultantErrors' 401 rule. */
export const consultantCall = (fallback: string) =>
  ({ take: 'every', error: consultantErrorText(fallback), onFailure: sessionEndOn401 }) as const;

/**
 * The whole record is sent (docs/requirements.md#validation): a field the caller left out keeps the
 * value the store holds, and one the store does not know either takes the default of #consultants.
 */
function* sendUpdate(changes: ReturnType<typeof a.updateRequested>['payload']): SagaIterator<Consultant> {
  const known: Consultant | null = yield select(selectKnownConsultant, changes.id);
  const defined = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
  const body = toConsultantUpdateBody({ ...known, ...defined } as ConsultantUpdateBody);
  const params = { id: body.id };
  return (yield call(api.consultants.update, { params, body }, CONSULTANT_CALL)) as Consultant;
}

export const consultantWritesWatchers = [
  callOn(a.createRequested, {
    ...consultantCall(MSG.consultantCreateFailed),
    // A double click must not create the same consultant twice.
    take: 'leading',
    key: R.create,
    call: (body) => [api.consultants.create, { body }, CONSULTANT_CALL],
    land: (created: Consultant) => [a.created(created), consultantStale(created.id)],
  }),
  callOn(a.updateRequested, {
    ...consultantCall(MSG.consultantUpdateFailed),
    key: ({ id }) => R.update(id),
    call: (changes) => [sendUpdate, changes],
    land: consultantSaved,
  }),
  callOn(a.removeRequested, {
    ...consultantCall(MSG.consultantDeleteFailed),
    key: ({ id }) => R.remove(id),
    call: ({ id }) => [api.consultants.remove, { params: { id } }, CONSULTANT_CALL],
    land: (_, { id }) => [a.removed(id), consultantStale(id)],
  }),
  callOn(a.expertiseAddRequested, {
    ...consultantCall(MSG.expertiseAddFailed),
    key: expertiseKey,
    call: ({ consultantId, input }) => [
      api.consultants.addExpertise,
      { params: { id: consultantId }, body: input },
      CONSULTANT_CALL,
    ],
    land: expertiseSaved,
  }),
  callOn(a.expertiseUpdateRequested, {
    ...consultantCall(MSG.expertiseUpdateFailed),
    key: expertiseKey,
    call: ({ expertiseId, changes }) => [
      api.consultants.updateExpertise,
      { params: { id: expertiseId }, body: changes },
      CONSULTANT_CALL,
    ],
    land: expertiseSaved,
  }),
  callOn(a.expertiseRemoveRequested, {
    ...consultantCall(MSG.expertiseRemoveFailed),
    key: expertiseKey,
    call: ({ expertiseId }) => [
      api.consultants.removeExpertise,
      { params: { id: expertiseId } },
      CONSULTANT_CALL,
    ],
    land: (_, { consultantId, expertiseId }) => [
      a.expertiseRemoved({ consultantId, expertiseId }),
      consultantStale(consultantId),
    ],
  }),
  callOn(a.availabilityRequested, {
    ...consultantCall(MSG.availabilityUpdateFailed),
    key: ({ consultantId }) => R.availability(consultantId),
    call: ({ consultantId, isAvailable }) => [
      api.consultants.availability,
      { params: { id: consultantId }, body: { isAvailable } },
      CONSULTANT_CALL,
    ],
    land: consultantSaved,
  }),
  callOn(a.userAvailabilityRequested, {
    ...consultantCall(MSG.availabilityUpdateFailed),
    key: ({ userId }) => R.userAvailability(userId),
    call: ({ userId, isAvailable }) => [
      api.consultants.userAvailability,
      { params: { userId }, body: { isAvailable } },
      CONSULTANT_CALL,
    ],
    land: consultantSaved,
  }),
];
