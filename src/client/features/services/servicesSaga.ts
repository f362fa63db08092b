import type { PayloadAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { call, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import { CACHE_DEFAULT_TTL_MS } from '../../../shared/constants';
import { MSG } from '../../../shared/messages';
import { currentTime } from '../../app/sagaContext';
import * as servicesApi from '../../services/api/services';
import { errorStatus, errorText } from '../../services/apiClient';
import { fieldErrors } from '../../services/fieldErrors';
import { cachedCall, invalidateCache } from '../cache/cacheEffects';
import { CACHE_KEYS, serviceKey } from '../cache/cacheModel';
import { cacheActions } from '../cache/cacheSlice';
import { toast } from '../toasts/toastEffects';
import { asService, normalizeService, normalizeServiceItem, type Service } from './serviceModel';
import { selectServiceById, selectServiceBySlug } from './servicesSelectors';
import { servicesActions as a } from './servicesSlice';
import { SERVICE_TEXT as T } from './serviceTexts';

type Action<P> = PayloadAction<P>;

export function* handleFetch(
  action: Action<{ includeInactive?: boolean; force?: boolean } | undefined>,
): SagaIterator {
  const includeInactive = action.payload?.includeInactive ?? false;
  try {
    // The admin's list (inactive ones too) is always read afresh; only the public list is cached.
    const raw: unknown = includeInactive
      ? yield call(servicesApi.listServices, true)
      : yield call(cachedCall, CACHE_KEYS.services, servicesApi.listServices, {
          force: action.payload?.force,
        });
    yield put(a.fetchSucceeded(raw, includeInactive));
  } catch {
    yield put(a.fetchFailed({ error: MSG.servicesLoad }));
  }
}

/** A slug lookup is cached under the service's id, where writes invalidate it. */
function* fetchBySlug(slug: string): SagaIterator<unknown> {
  const raw: unknown = yield call(servicesApi.getServiceBySlug, slug);
  const now: number = yield call(currentTime);
  const { id } = normalizeService(raw);
  if (id) yield put(cacheActions.set(serviceKey(id), raw, CACHE_DEFAULT_TTL_MS, now));
  return raw;
}

export function* handleDetail(action: Action<{ slug: string; force?: boolean }>): SagaIterator {
  const { slug, force } = action.payload;
  try {
    const known: Service | null = yield select(selectServiceBySlug, slug);
    const raw: unknown = known
      ? yield call(cachedCall, serviceKey(known.id), () => servicesApi.getService(known.id), { force })
      : yield call(fetchBySlug, slug);
    yield put(a.detailSucceeded(raw));
  } catch (e) {
    yield put(a.detailFailed({ slug, error: MSG.serviceLoad, missing: errorStatus(e) === 404 }));
  }
}

export function* handleCreate(action: ReturnType<typeof a.createRequested>): SagaIterator {
  try {
    const raw: unknown = yield call(servicesApi.createService, action.payload);
    yield put(a.createSucceeded(raw));
    yield call(invalidateCache, CACHE_KEYS.services);
    yield toast(T.created, 'success');
  } catch (e) {
    yield put(a.createFailed({ error: errorText(e, T.createFailed), fieldErrors: fieldErrors(e) }));
  }
}

export function* handleUpdate(action: ReturnType<typeof a.updateRequested>): SagaIterator {
  const { id, changes } = action.payload;
  try {
    const raw: unknown = yield call(servicesApi.updateService, id, changes);
    // A body-less answer still means the write happened: keep what was sent, with the kept items.
    const kept: Service | undefined = yield select(selectServiceById, id);
    yield put(a.updateSucceeded(asService(raw) ?? { ...kept, ...changes, id }));
    yield call(invalidateCache, CACHE_KEYS.services, serviceKey(id));
    yield toast(T.updated, 'success');
  } catch (e) {
    yield put(a.updateFailed({ error: errorText(e, T.updateFailed), fieldErrors: fieldErrors(e) }));
  }
}

export function* handleDelete(action: ReturnType<typeof a.deleteRequested>): SagaIterator {
  const { id } = action.payload;
  try {
    yield call(servicesApi.deleteService, id);
    yield put(a.deleteSucceeded({ id }));
    yield call(invalidateCache, CACHE_KEYS.services, serviceKey(id));
    yield toast(T.deleted, 'success');
  } catch (e) {
    yield put(a.deleteFailed({ error: errorText(e, T.deleteFailed) }));
  }
}

export function* handleItemAdd(action: ReturnType<typeof a.itemAddRequested>): SagaIterator {
  const { serviceId, kind, item } = action.payload;
  const feature = kind === 'features';
  try {
    const raw: unknown = yield call(servicesApi.addServiceItem, serviceId, kind, item);
    yield put(
      a.itemAddSucceeded({ serviceId, kind, service: asService(raw), item: normalizeServiceItem(raw) }),
    );
    yield call(invalidateCache, CACHE_KEYS.services, serviceKey(serviceId));
    yield toast(feature ? T.featureAdded : T.benefitAdded, 'success');
  } catch (e) {
    yield put(a.itemAddFailed({ error: errorText(e, feature ? T.featureAddFailed : T.benefitAddFailed) }));
  }
}

export function* handleItemRemove(action: ReturnType<typeof a.itemRemoveRequested>): SagaIterator {
  const { serviceId, kind } = action.payload;
  const feature = kind === 'features';
  try {
    yield call(servicesApi.removeServiceItem, serviceId, kind, action.payload.itemId);
    yield put(a.itemRemoveSucceeded(action.payload));
    yield call(invalidateCache, CACHE_KEYS.services, serviceKey(serviceId));
    yield toast(feature ? T.featureRemoved : T.benefitRemoved, 'success');
  } catch (e) {
    const fallback = feature ? T.featureRemoveFailed : T.benefitRemoveFailed;
    yield put(a.itemRemoveFailed({ error: errorText(e, fallback) }));
  }
}

export function* servicesSaga(): SagaIterator {
  yield takeLatest(a.fetchRequested.type, handleFetch);
  yield takeLatest(a.detailRequested.type, handleDetail);
  yield takeEvery(a.createRequested.type, handleCreate);
  yield takeEvery(a.updateRequested.type, handleUpdate);
  yield takeEvery(a.deleteRequested.type, handleDelete);
  yield takeEvery(a.itemAddRequested.type, handleItemAdd);
  yield takeEvery(a.itemRemoveRequested.type, handleItemRemove);
}
