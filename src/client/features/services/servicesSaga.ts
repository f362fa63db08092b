import type { SagaIterator } from 'redux-saga';
import { call, select } from 'redux-saga/effects';
import { api } from '@client/api';
import { errorText } from '@client/api/client';
import { callOn } from '@client/lib/calls';
import { watchAll } from '@client/lib/lazyWatchers';
import { fixedText, type CallSpec } from '@client/lib/request';
import { MSG } from '@shared/messages';
import { cachedCall, CACHE_KEYS, serviceKey, cacheActions } from '@client/features/cache';
import { successToast } from '@client/features/toasts';
import type { Service } from './serviceModel';
import { selectServiceBySlug } from './servicesSelectors';
import { SERVICE_REQUESTS as R, servicesActions as a } from './servicesSlice';
import { SERVICE_TEXT as T } from './serviceTexts';

const listServices = (includeInactive: boolean) =>
  api.services.list(includeInactive ? { query: { includeInactive } } : undefined);

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

/** A saved service is in the store, its cached copies are stale, and the user is told. */
const saved = (service: Service, text: string) => [
  a.serviceReceived(service),
  cacheActions.invalidated([CACHE_KEYS.services, serviceKey(service.id)]),
  successToast(text),
];

const ITEM_CALLS = {
  features: { add: api.services.addFeature, remove: api.services.removeFeature, param: 'featureId' },
  benefits: { add: api.services.addBenefit, remove: api.services.removeBenefit, param: 'benefitId' },
} as const;

const ITEM_TEXTS = {
  features: {
    added: T.featureAdded,
    removed: T.featureRemoved,
    addFailed: T.featureAddFailed,
    removeFailed: T.featureRemoveFailed,
  },
  benefits: {
    added: T.benefitAdded,
    removed: T.benefitRemoved,
    addFailed: T.benefitAddFailed,
    removeFailed: T.benefitRemoveFailed,
  },
} as const;

type ItemRemove = ReturnType<typeof a.itemRemoveRequested>['payload'];

const itemParams = ({ serviceId, kind, itemId }: ItemRemove) =>
  ({ id: serviceId, [ITEM_CALLS[kind].param]: itemId }) as {
    id: number;
    featureId: number;
    benefitId: number;
  };

/** Every call of the services area: the catalogue's reads and the administrator's writes. */
export const serviceCalls = [
  callOn(a.fetchRequested, {
    key: R.list,
    // The admin's list (inactive ones too) is always read afresh; only the public list is cached.
    call: (p): CallSpec<Service[]> =>
      p?.includeInactive
        ? [listServices, true]
        : [cachedCall, CACHE_KEYS.services, () => listServices(false), { force: p?.force }],
    error: fixedText(MSG.servicesLoad),
    land: (services, p) => a.listReceived({ services, includeInactive: p?.includeInactive ?? false }),
  }),
  callOn(a.detailRequested, {
    key: ({ slug }) => R.detail(slug),
    call: ({ slug, force }) => [loadBySlug, slug, force],
    error: fixedText(MSG.serviceLoad),
    land: (service: Service) => a.serviceReceived(service),
  }),
  callOn(a.createRequested, {
    take: 'every',
    key: R.save,
    call: (body) => [api.services.create, { body }],
    error: T.createFailed,
    land: (service) => saved(service, T.created),
  }),
  callOn(a.updateRequested, {
    take: 'every',
    key: R.save,
    call: ({ id, changes }) => [api.services.update, { params: { id }, body: changes }],
    error: T.updateFailed,
    land: (service) => saved(service, T.updated),
  }),
  callOn(a.deleteRequested, {
    take: 'every',
    key: R.remove,
    call: ({ id }) => [api.services.remove, { params: { id } }],
    error: T.deleteFailed,
    land: (_, { id }) => [
      a.serviceRemoved({ id }),
      cacheActions.invalidated([CACHE_KEYS.services, serviceKey(id)]),
      successToast(T.deleted),
    ],
  }),
  callOn(a.itemAddRequested, {
    take: 'every',
    key: ({ kind }) => R.item(kind),
    call: ({ serviceId, kind, item }) => [ITEM_CALLS[kind].add, { params: { id: serviceId }, body: item }],
    error: (e, { kind }) => errorText(e, ITEM_TEXTS[kind].addFailed),
    land: (added: Service['features'][number], { serviceId, kind }) => [
      a.itemAdded({ serviceId, kind, item: added }),
      cacheActions.invalidated([CACHE_KEYS.services, serviceKey(serviceId)]),
      successToast(ITEM_TEXTS[kind].added),
    ],
  }),
  callOn(a.itemRemoveRequested, {
    take: 'every',
    key: ({ kind }) => R.item(kind),
    call: (p) => [ITEM_CALLS[p.kind].remove, { params: itemParams(p) }],
    error: (e, { kind }) => errorText(e, ITEM_TEXTS[kind].removeFailed),
    land: (_, p) => [
      a.itemRemoved(p),
      cacheActions.invalidated([CACHE_KEYS.services, serviceKey(p.serviceId)]),
      successToast(ITEM_TEXTS[p.kind].removed),
    ],
  }),
];

export const servicesSaga = watchAll(serviceCalls);
