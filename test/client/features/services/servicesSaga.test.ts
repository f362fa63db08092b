import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { rootReducer, type RootState } from '../../../../src/client/app/rootReducer';
import { cacheActions } from '../../../../src/client/features/cache/cacheSlice';
import {
  handleCreate,
  handleDelete,
  handleDetail,
  handleFetch,
  handleItemAdd,
  handleItemRemove,
  handleUpdate,
} from '../../../../src/client/features/services/servicesSaga';
import { servicesActions as a } from '../../../../src/client/features/services/servicesSlice';
import { SERVICE_TEXT } from '../../../../src/client/features/services/serviceTexts';
import * as servicesApi from '../../../../src/client/services/api/services';
import { MSG } from '../../../../src/shared/messages';
import { httpError } from '../../../helpers/client/apiAdapter';
import { contextProvider, makeTestContext } from '../../../helpers/client/sagaContext';
import { NOW } from '../../../helpers/client/session';
import { makeService } from './fixtures';

const context = contextProvider(makeTestContext());
const base = (): RootState => rootReducer(undefined, { type: '@@init' });
const withCache = (key: string, data: unknown, state = base()) =>
  rootReducer(state, cacheActions.set(key, data, 300_000, NOW - 1000));
const toast = (message: string) => ({
  action: { type: 'toasts/toastAdded', payload: { message, variant: 'success' } },
});

describe('services saga: reads', () => {
  it('reads the cache before calling and stores what it loads', async () => {
    const list = [makeService({ id: 1 })];
    const { storeState } = await expectSaga(handleFetch, a.fetchRequested())
      .withReducer(rootReducer, base())
      .provide([context, [matchers.call.fn(servicesApi.listServices), list]])
      .call.fn(servicesApi.listServices)
      .put(a.fetchSucceeded(list, false))
      .run();
    expect(storeState.cache.entries.services.data).toEqual(list);

    const cached = [makeService({ id: 2 })];
    await expectSaga(handleFetch, a.fetchRequested())
      .withReducer(rootReducer, withCache('services', cached))
      .provide([context])
      .not.call.fn(servicesApi.listServices)
      .put(a.fetchSucceeded(cached, false))
      .run();
  });

  it('calls despite the cache on a forced refresh and for the admin list', async () => {
    const fresh = [makeService({ id: 3 })];
    await expectSaga(handleFetch, a.fetchRequested({ force: true }))
      .withReducer(rootReducer, withCache('services', []))
      .provide([context, [matchers.call.fn(servicesApi.listServices), fresh]])
      .put(a.fetchSucceeded(fresh, false))
      .run();
    const { storeState } = await expectSaga(handleFetch, a.fetchRequested({ includeInactive: true }))
      .withReducer(rootReducer, withCache('services', []))
      .provide([context, [matchers.call(servicesApi.listServices, true), fresh]])
      .put(a.fetchSucceeded(fresh, true))
      .run();
    expect(storeState.services.includeInactive).toBe(true);
  });

  it('swallows a failed load into the spec text', async () => {
    const { storeState } = await expectSaga(handleFetch, a.fetchRequested())
      .withReducer(rootReducer, base())
      .provide([context, [matchers.call.fn(servicesApi.listServices), throwError(httpError(500))]])
      .put(a.fetchFailed({ error: MSG.servicesLoad }))
      .run();
    expect(storeState.services.error).toBe('An error occurred while loading expertise areas');
  });

  it('loads an unknown slug by slug and caches it under its id', async () => {
    const service = makeService({ id: 4, slug: 'cloud' });
    const { storeState } = await expectSaga(handleDetail, a.detailRequested({ slug: 'cloud' }))
      .withReducer(rootReducer, base())
      .provide([context, [matchers.call(servicesApi.getServiceBySlug, 'cloud'), service]])
      .put(a.detailSucceeded(service))
      .run();
    expect(storeState.cache.entries['service:4'].data).toEqual(service);
  });

  it('reads a known service from the cache by id', async () => {
    const service = makeService({ id: 4, slug: 'cloud' });
    const state = withCache(
      'service:4',
      { ...service, title: 'Cached' },
      rootReducer(base(), a.fetchSucceeded([service])),
    );
    const { storeState } = await expectSaga(handleDetail, a.detailRequested({ slug: 'cloud' }))
      .withReducer(rootReducer, state)
      .provide([context])
      .not.call.fn(servicesApi.getService)
      .not.call.fn(servicesApi.getServiceBySlug)
      .run();
    expect(storeState.services.entities[4]?.title).toBe('Cached');
  });

  it('fails a detail with the spec text and flags a 404', async () => {
    await expectSaga(handleDetail, a.detailRequested({ slug: 'gone' }))
      .withReducer(rootReducer, base())
      .provide([context, [matchers.call.fn(servicesApi.getServiceBySlug), throwError(httpError(404))]])
      .put(a.detailFailed({ slug: 'gone', error: MSG.serviceLoad, missing: true }))
      .run();
    await expectSaga(handleDetail, a.detailRequested({ slug: 'x' }))
      .withReducer(rootReducer, base())
      .provide([
        context,
        [matchers.call.fn(servicesApi.getServiceBySlug), throwError(new Error('Network Error'))],
      ])
      .put(
        a.detailFailed({
          slug: 'x',
          error: 'An error occurred while loading expertise details',
          missing: false,
        }),
      )
      .run();
  });
});

describe('services saga: admin writes', () => {
  const loaded = () =>
    withCache(
      'service:1',
      makeService({ id: 1 }),
      withCache('services', [], rootReducer(base(), a.fetchSucceeded([makeService({ id: 1 })]))),
    );

  it('creates, then invalidates the list and confirms', async () => {
    const created = makeService({ id: 2, title: 'New' });
    const { storeState } = await expectSaga(handleCreate, a.createRequested({ title: 'New' }))
      .withReducer(rootReducer, loaded())
      .provide([[matchers.call(servicesApi.createService, { title: 'New' }), created]])
      .put(a.createSucceeded(created))
      .put(cacheActions.invalidated(['services']))
      .put.like(toast(SERVICE_TEXT.created))
      .run();
    expect(storeState.cache.entries.services).toBeUndefined();
    expect(storeState.services.entities[2]?.title).toBe('New');
  });

  it('keeps the server’s validation messages per field', async () => {
    const error = httpError(400, {
      message: MSG.validation,
      errors: [{ field: '/body/slug', message: 'must match pattern' }],
    });
    const { storeState } = await expectSaga(handleCreate, a.createRequested({ title: 'X', slug: 'Bad Slug' }))
      .withReducer(rootReducer, loaded())
      .provide([[matchers.call.fn(servicesApi.createService), throwError(error)]])
      .not.put.actionType(cacheActions.invalidated.type)
      .run();
    expect(storeState.services.save).toMatchObject({
      status: 'failed',
      error: MSG.validation,
      fieldErrors: { slug: 'must match pattern' },
    });
  });

  it('updates and invalidates both the list and the service entries', async () => {
    const { storeState } = await expectSaga(
      handleUpdate,
      a.updateRequested({ id: 1, changes: { isActive: false } }),
    )
      .withReducer(rootReducer, loaded())
      .provide([[matchers.call.fn(servicesApi.updateService), makeService({ id: 1, isActive: false })]])
      .put(cacheActions.invalidated(['services', 'service:1']))
      .put.like(toast(SERVICE_TEXT.updated))
      .run();
    expect(storeState.services.entities[1]?.isActive).toBe(false);
    expect(storeState.cache.entries['service:1']).toBeUndefined();
  });

  it('falls back to the client text when the server gives none', async () => {
    await expectSaga(handleUpdate, a.updateRequested({ id: 1, changes: { title: 'T' } }))
      .withReducer(rootReducer, loaded())
      .provide([[matchers.call.fn(servicesApi.updateService), throwError(httpError(500))]])
      .put(a.updateFailed({ error: SERVICE_TEXT.updateFailed, fieldErrors: {} }))
      .run();
  });

  it('deletes and invalidates', async () => {
    const { storeState } = await expectSaga(handleDelete, a.deleteRequested({ id: 1 }))
      .withReducer(rootReducer, loaded())
      .provide([[matchers.call(servicesApi.deleteService, 1), undefined]])
      .put(a.deleteSucceeded({ id: 1 }))
      .put(cacheActions.invalidated(['services', 'service:1']))
      .put.like(toast(SERVICE_TEXT.deleted))
      .run();
    expect(storeState.services.ids).toEqual([]);
    await expectSaga(handleDelete, a.deleteRequested({ id: 1 }))
      .withReducer(rootReducer, loaded())
      .provide([
        [matchers.call.fn(servicesApi.deleteService), throwError(httpError(403, { message: MSG.forbidden }))],
      ])
      .put(a.deleteFailed({ error: MSG.forbidden }))
      .run();
  });

  it('adds and removes features and benefits, invalidating the service', async () => {
    const item = { id: 9, name: 'Fast', description: 'Quick start' };
    const added = await expectSaga(
      handleItemAdd,
      a.itemAddRequested({
        serviceId: 1,
        kind: 'benefits',
        item: { name: 'Fast', description: 'Quick start' },
      }),
    )
      .withReducer(rootReducer, loaded())
      .provide([
        [
          matchers.call(servicesApi.addServiceItem, 1, 'benefits', {
            name: 'Fast',
            description: 'Quick start',
          }),
          item,
        ],
      ])
      .put(cacheActions.invalidated(['services', 'service:1']))
      .put.like(toast(SERVICE_TEXT.benefitAdded))
      .run();
    expect(added.storeState.services.entities[1]?.benefits).toEqual([item]);

    const removed = await expectSaga(
      handleItemRemove,
      a.itemRemoveRequested({ serviceId: 1, kind: 'benefits', itemId: 9 }),
    )
      .withReducer(rootReducer, added.storeState as RootState)
      .provide([[matchers.call(servicesApi.removeServiceItem, 1, 'benefits', 9), undefined]])
      .put.like(toast(SERVICE_TEXT.benefitRemoved))
      .run();
    expect(removed.storeState.services.entities[1]?.benefits).toEqual([]);

    await expectSaga(
      handleItemAdd,
      a.itemAddRequested({ serviceId: 1, kind: 'features', item: { name: 'F' } }),
    )
      .withReducer(rootReducer, loaded())
      .provide([[matchers.call.fn(servicesApi.addServiceItem), throwError(httpError(500))]])
      .put(a.itemAddFailed({ error: SERVICE_TEXT.featureAddFailed }))
      .run();
  });
});
