import type { SagaIterator } from 'redux-saga';
import { call, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import { api } from '@client/api';
import { fixedText, request } from '@client/lib/request';
import { MSG } from '@shared/messages';
import { cachedCall, invalidateCache } from '../cache/cacheEffects';
import { CACHE_KEYS, serviceKey } from '../cache/cacheModel';
import { toast } from '../toasts/toastEffects';
import type { Service, ServiceItemKind } from './serviceModel';
import { selectServiceBySlug } from './servicesSelectors';
import { SERVICE_REQUESTS as R, servicesActions as a } from './servicesSlice';
import { SERVICE_TEXT as T } from './serviceTexts';

const listServices = (includeInactive: boolean) =>
  api.services.list(includeInactive ? { query: { includeInactive } } : undefined);

export function* handleFetch(action: ReturnType<typeof a.fetchRequested>): SagaIterator {
  const includeInactive = action.payload?.includeInactive ?? false;
  yield* request({
    key: R.list,
    // The admin's list (inactive ones too) is always read afresh; only the public list is cached.
    call: includeInactive
      ? [listServices, true]
      : [cachedCall, CACHE_KEYS.services, () => listServices(false), { force: action.payload?.force }],
    error: fixedText(MSG.servicesLoad),
    onSuccess: function* (services: Service[]) {
      yield put(a.listReceived({ services, includeInactive }));
    },
  });
}

/** A known service is read (and cached) by id, an unknown one by its slug, then cached under its id. */
function* loadBySlug(slug: string, force?: boolean): SagaIterator<Service> {
  const known: Service | null = yield select(selectServiceBySlug, slug);
  if (known) {
    const params = { id: known.id };
    return (yield call(cachedCall, serviceKey(known.id), () => api.services.get({ params }), {
      force,
    })) as Service;
  }
  const service: Service = yield call(api.services.bySlug, { params: { slug } });
  return (yield call(cachedCall, serviceKey(service.id), () => Promise.resolve(service), {
    force: true,
  })) as Service;
}

export function* handleDetail(action: ReturnType<typeof a.detailRequested>): SagaIterator {
  const { slug, force } = action.payload;
  yield* request({
    key: R.detail(slug),
    call: [loadBySlug, slug, force],
    error: fixedText(MSG.serviceLoad),
    onSuccess: function* (service: Service) {
      yield put(a.serviceReceived(service));
    },
  });
}

function* saved(service: Service, text: string): SagaIterator {
  yield put(a.serviceReceived(service));
  yield call(invalidateCache, CACHE_KEYS.services, serviceKey(service.id));
  yield toast(text, 'success');
}

export function* handleCreate(action: ReturnType<typeof a.createRequested>): SagaIterator {
  yield* request({
    key: R.save,
    call: [api.services.create, { body: action.payload }],
    error: T.createFailed,
    onSuccess: (service: Service) => saved(service, T.created),
  });
}

export function* handleUpdate(action: ReturnType<typeof a.updateRequested>): SagaIterator {
  const { id, changes } = action.payload;
  yield* request({
    key: R.save,
    call: [api.services.update, { params: { id }, body: changes }],
    error: T.updateFailed,
    onSuccess: (service: Service) => saved(service, T.updated),
  });
}

export function* handleDelete(action: ReturnType<typeof a.deleteRequested>): SagaIterator {
  const { id } = action.payload;
  yield* request({
    key: R.remove,
    call: [api.services.remove, { params: { id } }],
    error: T.deleteFailed,
    onSuccess: function* () {
      yield put(a.serviceRemoved({ id }));
      yield call(invalidateCache, CACHE_KEYS.services, serviceKey(id));
      yield toast(T.deleted, 'success');
    },
  });
}

const ITEM_CALLS = {
  features: { add: api.services.addFeature, remove: api.services.removeFeature, param: 'featureId' },
  benefits: { add: api.services.addBenefit, remove: api.services.removeBenefit, param: 'benefitId' },
} as const;

const itemTexts = (kind: ServiceItemKind) =>
  kind === 'features'
    ? {
        added: T.featureAdded,
        removed: T.featureRemoved,
        addFailed: T.featureAddFailed,
        removeFailed: T.featureRemoveFailed,
      }
    : {
        added: T.benefitAdded,
        removed: T.benefitRemoved,
        addFailed: T.benefitAddFailed,
        removeFailed: T.benefitRemoveFailed,
      };

export function* handleItemAdd(action: ReturnType<typeof a.itemAddRequested>): SagaIterator {
  const { serviceId, kind, item } = action.payload;
  const texts = itemTexts(kind);
  yield* request({
    key: R.item(kind),
    call: [ITEM_CALLS[kind].add, { params: { id: serviceId }, body: item }],
    error: texts.addFailed,
    onSuccess: function* (added: Service['features'][number]) {
      yield put(a.itemAdded({ serviceId, kind, item: added }));
      yield call(invalidateCache, CACHE_KEYS.services, serviceKey(serviceId));
      yield toast(texts.added, 'success');
    },
  });
}

export function* handleItemRemove(action: ReturnType<typeof a.itemRemoveRequested>): SagaIterator {
  const { serviceId, kind, itemId } = action.payload;
  const texts = itemTexts(kind);
  const params = { id: serviceId, [ITEM_CALLS[kind].param]: itemId } as {
    id: number;
    featureId: number;
    benefitId: number;
  };
  yield* request({
    key: R.item(kind),
    call: [ITEM_CALLS[kind].remove, { params }],
    error: texts.removeFailed,
    onSuccess: function* () {
      yield put(a.itemRemoved(action.payload));
      yield call(invalidateCache, CACHE_KEYS.services, serviceKey(serviceId));
      yield toast(texts.removed, 'success');
    },
  });
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
