import type { SagaIterator } from 'redux-saga';
import { call, put, select, takeEvery, takeLeading } from 'redux-saga/effects';
import { MSG } from '@shared/messages';
import { api } from '@client/api';
import { watchAll, type Watcher } from '@client/lib/lazyWatchers';
import { request, type CallSpec } from '@client/lib/request';
import { invalidateCache } from '@client/features/cache/cacheEffects';
import { CACHE_KEYS, consultantKey } from '@client/features/cache/cacheModel';
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
export function* invalidateConsultant(id: number): SagaIterator {
  yield call(invalidateCache, CACHE_KEYS.consultants, consultantKey(id));
}

/** One consultant write: the spec's texts and the 401 rule of consultant calls. */
function* consultantWrite<T>(
  key: string,
  spec: CallSpec<T>,
  fallback: string,
  onSuccess: (data: T) => SagaIterator,
): SagaIterator {
  yield* request({
    key,
    call: spec,
    error: consultantErrorText(fallback),
    onSuccess,
    onFailure: sessionEndOn401,
  });
}

function* saved(consultant: Consultant): SagaIterator {
  yield put(a.updated(consultant));
  yield call(invalidateConsultant, consultant.id);
}

export function* handleCreate(action: ReturnType<typeof a.createRequested>): SagaIterator {
  const create = () => api.consultants.create({ body: action.payload }, CONSULTANT_CALL);
  yield* consultantWrite(R.create, [create], MSG.consultantCreateFailed, function* (created: Consultant) {
    yield put(a.created(created));
    yield call(invalidateConsultant, created.id);
  });
}

/**
 * The whole record is sent (docs/requirements.md#validation): a field the caller left out keeps the
 * value the store holds, and one the store does not know either takes the default of #consultants.
 */
export function* handleUpdate(action: ReturnType<typeof a.updateRequested>): SagaIterator {
  const known: Consultant | null = yield select(selectKnownConsultant, action.payload.id);
  const defined = Object.fromEntries(Object.entries(action.payload).filter(([, v]) => v !== undefined));
  const body = toConsultantUpdateBody({ ...known, ...defined } as ConsultantUpdateBody);
  const update = () => api.consultants.update({ params: { id: body.id }, body }, CONSULTANT_CALL);
  yield* consultantWrite(R.update(body.id), [update], MSG.consultantUpdateFailed, saved);
}

export function* handleRemove(action: ReturnType<typeof a.removeRequested>): SagaIterator {
  const { id } = action.payload;
  const remove = () => api.consultants.remove({ params: { id } }, CONSULTANT_CALL);
  yield* consultantWrite(R.remove(id), [remove], MSG.consultantDeleteFailed, function* () {
    yield put(a.removed(id));
    yield call(invalidateConsultant, id);
  });
}

export function* handleExpertiseAdd(action: ReturnType<typeof a.expertiseAddRequested>): SagaIterator {
  const { consultantId, input } = action.payload;
  const add = () =>
    api.consultants.addExpertise({ params: { id: consultantId }, body: input }, CONSULTANT_CALL);
  yield* consultantWrite(R.expertise(consultantId), [add], MSG.expertiseAddFailed, function* (e: Expertise) {
    yield put(a.expertiseAdded({ consultantId, expertise: e }));
    yield call(invalidateConsultant, consultantId);
  });
}

export function* handleExpertiseUpdate(action: ReturnType<typeof a.expertiseUpdateRequested>): SagaIterator {
  const { consultantId, expertiseId, changes } = action.payload;
  const update = () =>
    api.consultants.updateExpertise({ params: { id: expertiseId }, body: changes }, CONSULTANT_CALL);
  const key = R.expertise(consultantId);
  yield* consultantWrite(key, [update], MSG.expertiseUpdateFailed, function* (e: Expertise) {
    yield put(a.expertiseAdded({ consultantId, expertise: e }));
    yield call(invalidateConsultant, consultantId);
  });
}

export function* handleExpertiseRemove(action: ReturnType<typeof a.expertiseRemoveRequested>): SagaIterator {
  const { consultantId, expertiseId } = action.payload;
  const remove = () => api.consultants.removeExpertise({ params: { id: expertiseId } }, CONSULTANT_CALL);
  yield* consultantWrite(R.expertise(consultantId), [remove], MSG.expertiseRemoveFailed, function* () {
    yield put(a.expertiseRemoved({ consultantId, expertiseId }));
    yield call(invalidateConsultant, consultantId);
  });
}

export function* handleAvailability(action: ReturnType<typeof a.availabilityRequested>): SagaIterator {
  const { consultantId, isAvailable } = action.payload;
  const send = () =>
    api.consultants.availability({ params: { id: consultantId }, body: { isAvailable } }, CONSULTANT_CALL);
  yield* consultantWrite(R.availability(consultantId), [send], MSG.availabilityUpdateFailed, saved);
}

export function* handleUserAvailability(
  action: ReturnType<typeof a.userAvailabilityRequested>,
): SagaIterator {
  const { userId, isAvailable } = action.payload;
  const send = () =>
    api.consultants.userAvailability({ params: { userId }, body: { isAvailable } }, CONSULTANT_CALL);
  yield* consultantWrite(R.userAvailability(userId), [send], MSG.availabilityUpdateFailed, saved);
}

export const consultantWritesWatchers: readonly Watcher[] = [
  // A double click must not create the same consultant twice.
  [takeLeading, a.createRequested.type, handleCreate],
  [takeEvery, a.updateRequested.type, handleUpdate],
  [takeEvery, a.removeRequested.type, handleRemove],
  [takeEvery, a.expertiseAddRequested.type, handleExpertiseAdd],
  [takeEvery, a.expertiseUpdateRequested.type, handleExpertiseUpdate],
  [takeEvery, a.expertiseRemoveRequested.type, handleExpertiseRemove],
  [takeEvery, a.availabilityRequested.type, handleAvailability],
  [takeEvery, a.userAvailabilityRequested.type, handleUserAvailability],
];

export const consultantWritesSaga = watchAll(consultantWritesWatchers);
