import { expectSaga } from 'redux-saga-test-plan';
import { rootReducer, type RootState } from '@client/app/rootReducer';
import { cacheActions } from '@client/features/cache/cacheSlice';
import { serviceCalls } from '@client/features/services/servicesSaga';
import { serveAction } from '@client/lib/calls';
import {
  selectServiceDetailRequest,
  selectServiceItemRequest,
  selectServiceSave,
  selectServicesRequest,
} from '@client/features/services/servicesSelectors';
import { servicesActions as a } from '@client/features/services/servicesSlice';
import { SERVICE_TEXT } from '@client/features/services/serviceTexts';
import { MSG } from '@shared/messages';
import { serveRoutes } from '@test/client/apiAdapter';
import { contextProvider, makeTestContext } from '@test/client/sagaContext';
import { NOW } from '@test/client/session';
import { makeService } from './fixtures';

const context = contextProvider(makeTestContext());
const base = (): RootState => rootReducer(undefined, { type: '@@init' });
const withCache = (key: string, data: unknown, state = base()) =>
  rootReducer(state, cacheActions.set(key, data, 300_000, NOW - 1000));
const toast = (message: string) => ({
  action: { type: 'toasts/toastAdded', payload: { message, variant: 'success' } },
});

let fake: ReturnType<typeof serveRoutes> | undefined;
afterEach(() => fake?.restore());

/** One action served by the services' call table, from start to end. */
const serve = (action: { type: string }) => expectSaga(serveAction, serviceCalls, action);
const run = (action: { type: string }, state = base()) =>
  serve(action).withReducer(rootReducer, state).provide([context]).run();

describe('services saga: reads', () => {
  it('reads the cache before calling and stores what it loads', async () => {
    const list = [makeService({ id: 1 })];
    fake = serveRoutes({ 'GET /services': { status: 200, data: list } });
    const { storeState } = await run(a.fetchRequested());
    expect(storeState.cache.entries.services.data).toEqual(list);
    expect(storeState.services.ids).toEqual([1]);
    expect(selectServicesRequest(storeState)).toMatchObject({ status: 'succeeded', at: NOW });

    const cached = [makeService({ id: 2 })];
    const again = await run(a.fetchRequested(), withCache('services', cached));
    expect(fake.calls).toHaveLength(1);
    expect(again.storeState.services.ids).toEqual([2]);
  });

  it('calls despite the cache on a forced refresh and for the admin list', async () => {
    const fresh = [makeService({ id: 3 })];
    fake = serveRoutes({
      'GET /services': { status: 200, data: fresh },
      'GET /services?includeInactive=true': { status: 200, data: fresh },
    });
    await run(a.fetchRequested({ force: true }), withCache('services', []));
    const { storeState } = await run(a.fetchRequested({ includeInactive: true }), withCache('services', []));
    expect(fake.calls.map((c) => c.params)).toEqual([undefined, { includeInactive: true }]);
    expect(storeState.services.includeInactive).toBe(true);
  });

  it('swallows a failed load into the spec text', async () => {
    fake = serveRoutes({ 'GET /services': { status: 500, data: { message: 'boom' } } });
    const { storeState } = await run(a.fetchRequested());
    expect(selectServicesRequest(storeState)).toMatchObject({
      status: 'failed',
      error: 'An error occurred while loading expertise areas',
    });
  });

  it('loads an unknown slug by slug and caches it under its id', async () => {
    const service = makeService({ id: 4, slug: 'cloud' });
    fake = serveRoutes({ 'GET /services/slug/cloud': { status: 200, data: service } });
    const { storeState } = await run(a.detailRequested({ slug: 'cloud' }));
    expect(storeState.cache.entries['service:4'].data).toEqual(service);
    expect(storeState.services.entities[4]).toEqual(service);
  });

  it('reads a known service from the cache by id', async () => {
    const service = makeService({ id: 4, slug: 'cloud' });
    fake = serveRoutes({});
    const state = withCache(
      'service:4',
      { ...service, title: 'Cached' },
      rootReducer(base(), a.listReceived({ services: [service], includeInactive: false })),
    );
    const { storeState } = await run(a.detailRequested({ slug: 'cloud' }), state);
    expect(fake.calls).toHaveLength(0);
    expect(storeState.services.entities[4]?.title).toBe('Cached');
  });

  it('fails a detail with the spec text and keeps the 404', async () => {
    fake = serveRoutes({ 'GET /services/slug/gone': { status: 404, data: { message: 'Not found.' } } });
    const { storeState } = await run(a.detailRequested({ slug: 'gone' }));
    expect(selectServiceDetailRequest(storeState, 'gone')).toMatchObject({
      status: 'failed',
      error: MSG.serviceLoad,
      httpStatus: 404,
    });
  });
});

describe('services saga: admin writes', () => {
  const loaded = () =>
    withCache(
      'service:1',
      makeService({ id: 1 }),
      withCache(
        'services',
        [],
        rootReducer(base(), a.listReceived({ services: [makeService({ id: 1 })], includeInactive: true })),
      ),
    );

  it('creates, then invalidates the list and confirms', async () => {
    const created = makeService({ id: 2, title: 'New' });
    fake = serveRoutes({ 'POST /services': { status: 201, data: created } });
    const { storeState } = await serve(a.createRequested({ title: 'New' }))
      .withReducer(rootReducer, loaded())
      .provide([context])
      .put(cacheActions.invalidated(['services', 'service:2']))
      .put.like(toast(SERVICE_TEXT.created))
      .run();
    expect(JSON.parse(String(fake.calls[0].data))).toEqual({ title: 'New' });
    expect(storeState.services.ids).toEqual([1, 2]);
    expect(selectServiceSave(storeState).status).toBe('succeeded');
  });

  it('updates with the changes only and shows the server text and field messages of a refusal', async () => {
    const saved = makeService({ id: 1, title: 'Renamed' });
    fake = serveRoutes({ 'PUT /services/1': { status: 200, data: saved } });
    const ok = await run(a.updateRequested({ id: 1, changes: { title: 'Renamed' } }), loaded());
    expect(ok.storeState.services.entities[1]?.title).toBe('Renamed');
    expect(ok.storeState.cache.entries['service:1']).toBeUndefined();

    fake.restore();
    fake = serveRoutes({
      'PUT /services/1': {
        status: 400,
        data: {
          message: 'A service with this slug already exists.',
          errors: [{ field: 'slug', message: 'Taken' }],
        },
      },
    });
    const refused = await run(a.updateRequested({ id: 1, changes: { slug: 'x' } }), loaded());
    expect(selectServiceSave(refused.storeState)).toMatchObject({
      status: 'failed',
      error: 'A service with this slug already exists.',
      fieldErrors: { slug: 'Taken' },
    });
  });

  it('deletes and falls back to its own text when the server says nothing', async () => {
    fake = serveRoutes({ 'DELETE /services/1': { status: 204, data: null } });
    const ok = await run(a.deleteRequested({ id: 1 }), loaded());
    expect(ok.storeState.services.ids).toEqual([]);
    fake.restore();
    fake = serveRoutes({ 'DELETE /services/1': { status: 500 } });
    const failed = await run(a.deleteRequested({ id: 1 }), loaded());
    expect(failed.storeState.requests['services/remove']?.error).toBe(SERVICE_TEXT.deleteFailed);
    expect(failed.storeState.services.ids).toEqual([1]);
  });

  it('adds and removes features and benefits on their own paths', async () => {
    const feature = { id: 9, name: 'Audit', description: '' };
    fake = serveRoutes({
      'POST /services/1/features': { status: 201, data: feature },
      'DELETE /services/1/benefits/5': { status: 204, data: null },
    });
    const state = rootReducer(
      loaded(),
      a.serviceReceived(makeService({ id: 1, benefits: [{ id: 5, name: 'Speed', description: '' }] })),
    );
    const added = await serve(a.itemAddRequested({ serviceId: 1, kind: 'features', item: { name: 'Audit' } }))
      .withReducer(rootReducer, state)
      .provide([context])
      .put.like(toast(SERVICE_TEXT.featureAdded))
      .run();
    expect(added.storeState.services.entities[1]?.features).toEqual([feature]);
    const removed = await run(
      a.itemRemoveRequested({ serviceId: 1, kind: 'benefits', itemId: 5 }),
      added.storeState,
    );
    expect(removed.storeState.services.entities[1]?.benefits).toEqual([]);
    expect(selectServiceItemRequest(removed.storeState, 'benefits').status).toBe('succeeded');
    expect(selectServiceItemRequest(removed.storeState, 'features').status).toBe('succeeded');
  });

  it("words a failed item call by the item's own kind", async () => {
    fake = serveRoutes({
      'POST /services/1/benefits': { status: 500 },
      'DELETE /services/1/features/4': { status: 500 },
    });
    const add = await run(
      a.itemAddRequested({ serviceId: 1, kind: 'benefits', item: { name: 'Speed' } }),
      loaded(),
    );
    expect(selectServiceItemRequest(add.storeState, 'benefits').error).toBe(SERVICE_TEXT.benefitAddFailed);
    const remove = await run(a.itemRemoveRequested({ serviceId: 1, kind: 'features', itemId: 4 }), loaded());
    expect(selectServiceItemRequest(remove.storeState, 'features').error).toBe(
      SERVICE_TEXT.featureRemoveFailed,
    );
    expect(SERVICE_TEXT.benefitAddFailed).not.toBe(SERVICE_TEXT.featureAddFailed);
  });
});
