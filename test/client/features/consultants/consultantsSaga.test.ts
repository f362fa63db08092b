import { expectSaga } from 'redux-saga-test-plan';
import { silentRunFor } from '@test/client/sagaTime';
import { rootReducer, type RootState } from '@client/app/rootReducer';
import { cacheActions } from '@client/features/cache/cacheSlice';
import {
  consultantCalls,
  consultantsSaga,
  PUBLIC_PROJECTS_LOAD_FAILED,
} from '@client/features/consultants/consultantsSaga';
import { serveAction } from '@client/lib/calls';
import {
  selectConsultantDetailRequest,
  selectConsultantIds,
  selectConsultantsRequest,
  selectPublicProjects,
  selectPublicProjectsRequest,
} from '@client/features/consultants/consultantsSelectors';
import { consultantsActions as a } from '@client/features/consultants/consultantsSlice';
import { MSG } from '@shared/messages';
import { serveRoutes, type FakeReply } from '@test/client/apiAdapter';
import { contextProvider, makeTestContext } from '@test/client/sagaContext';
import { NOW } from '@test/client/session';
import { makeConsultant } from './fixtures';

const context = contextProvider(makeTestContext());
const base = (): RootState => rootReducer(undefined, { type: '@@init' });
const withCache = (key: string, data: unknown, state = base()) =>
  rootReducer(state, cacheActions.set(key, data, 300_000, NOW - 1000));

let fake: ReturnType<typeof serveRoutes> | undefined;
afterEach(() => fake?.restore());
const serve = (routes: Record<string, FakeReply>) => (fake = serveRoutes(routes));
const urls = () => fake?.calls.map((c) => c.url) ?? [];

/** One action served by the consultants' call table, from start to end. */
const run = (action: { type: string }, state = base()) =>
  expectSaga(serveAction, consultantCalls, action).withReducer(rootReducer, state).provide([context]).run();

describe('consultants saga: list', () => {
  it('reads the whole list from the cache before calling, and caches what it loads', async () => {
    const list = [makeConsultant({ id: 1 })];
    serve({ 'GET /consultants': { status: 200, data: list } });
    const cached = await run(a.fetchRequested(), withCache('consultants', list));
    expect(urls()).toEqual([]);
    expect(selectConsultantIds(cached.storeState)).toEqual([1]);

    const { storeState } = await run(a.fetchRequested());
    expect(urls()).toEqual(['/consultants']);
    expect(storeState.cache.entries.consultants.data).toEqual(list);
    expect(selectConsultantIds(storeState)).toEqual([1]);
    expect(selectConsultantsRequest(storeState)).toMatchObject({ status: 'succeeded', at: NOW });
  });

  it('calls despite the cache on a forced refresh', async () => {
    serve({ 'GET /consultants': { status: 200, data: [makeConsultant({ id: 2 })] } });
    const { storeState } = await run(a.fetchRequested({ force: true }), withCache('consultants', []));
    expect(urls()).toEqual(['/consultants']);
    expect(selectConsultantIds(storeState)).toEqual([2]);
  });

  it('sends a search to the server without caching it', async () => {
    serve({ 'GET /consultants?search=ada': { status: 200, data: [makeConsultant({ id: 3 })] } });
    const { storeState } = await run(a.fetchRequested({ search: ' ada ' }), withCache('consultants', []));
    expect(selectConsultantIds(storeState)).toEqual([3]);
    expect(storeState.cache.entries.consultants.data).toEqual([]);
  });

  it('swallows a failed load: the list is kept, the spec text is stored', async () => {
    serve({ 'GET /consultants': { status: 500, data: { message: 'boom' } } });
    const loaded = rootReducer(base(), a.listReceived([makeConsultant({ id: 1 })]));
    const { storeState } = await run(a.fetchRequested(), loaded);
    expect(selectConsultantsRequest(storeState)).toMatchObject({
      status: 'failed',
      error: 'An error occurred while loading consultants',
    });
    expect(selectConsultantIds(storeState)).toEqual([1]);
  });

  it('asks the server once typing pauses for 166 ms', async () => {
    serve({ 'GET /consultants?search=ada': { status: 200, data: [] } });
    await silentRunFor(
      expectSaga(consultantsSaga)
        .withReducer(rootReducer, base())
        .provide([context])
        .dispatch(a.searchChanged('a'))
        .delay(50)
        .dispatch(a.searchChanged('ad'))
        .delay(50)
        .dispatch(a.searchChanged('ada'))
        .put(a.fetchRequested({ search: 'ada' }))
        .not.put(a.fetchRequested({ search: 'a' }))
        .not.put(a.fetchRequested({ search: 'ad' })),
      400,
    );
    expect(urls()).toEqual(['/consultants']);
    expect(fake?.calls[0].params).toEqual({ search: 'ada' });
  });
});

describe('consultants saga: detail and projects', () => {
  it('loads an unknown slug by slug and caches it under the id', async () => {
    const consultant = makeConsultant({ id: 5, slug: 'ada-lovelace' });
    serve({ 'GET /consultants/slug/ada-lovelace': { status: 200, data: consultant } });
    const { storeState } = await run(a.detailRequested({ slug: 'ada-lovelace' }));
    expect(storeState.cache.entries['consultant:5'].data).toEqual(consultant);
    expect(storeState.consultants.selectedId).toBe(5);
    expect(selectConsultantDetailRequest(storeState, { slug: 'ada-lovelace' }).status).toBe('succeeded');
  });

  it('reads a known slug, an id and a bare number through the id cache', async () => {
    const consultant = makeConsultant({ id: 5, slug: 'ada' });
    serve({
      'GET /consultants/6': { status: 200, data: makeConsultant({ id: 6 }) },
      'GET /consultants/7': { status: 200, data: makeConsultant({ id: 7 }) },
    });
    const known = withCache('consultant:5', consultant, rootReducer(base(), a.listReceived([consultant])));
    const fromCache = await run(a.detailRequested({ slug: 'ada' }), known);
    expect(urls()).toEqual([]);
    expect(fromCache.storeState.consultants.selectedId).toBe(5);

    const byId = await run(a.detailRequested({ id: 6 }));
    expect(byId.storeState.consultants.entities[6]?.id).toBe(6);
    const byNumber = await run(a.detailRequested({ slug: '7' }));
    expect(byNumber.storeState.consultants.selectedId).toBe(7);
    expect(urls()).toEqual(['/consultants/6', '/consultants/7']);
  });

  it('fails a detail with the spec text and keeps the 404', async () => {
    serve({
      'GET /consultants/slug/gone': { status: 404, data: { message: 'Not found.' } },
      'GET /consultants/slug/x': { status: 500, data: { message: 'boom' } },
    });
    const gone = await run(a.detailRequested({ slug: 'gone' }));
    expect(selectConsultantDetailRequest(gone.storeState, { slug: 'gone' })).toMatchObject({
      status: 'failed',
      error: MSG.consultantLoad,
      httpStatus: 404,
    });
    const broken = await run(a.detailRequested({ slug: 'x' }));
    expect(selectConsultantDetailRequest(broken.storeState, { slug: 'x' })).toMatchObject({
      error: 'An error occurred while loading consultant details',
      httpStatus: 500,
    });
  });

  it('loads the public projects of one consultant, and swallows a failure into its text', async () => {
    const projects = [{ name: 'ERP rollout', status: 'Active', startDate: '2025-01-01', endDate: null }];
    serve({
      'GET /consultants/5/projects/public': { status: 200, data: projects },
      'GET /consultants/6/projects/public': { status: 500, data: { message: 'boom' } },
    });
    const { storeState } = await run(a.publicProjectsRequested({ consultantId: 5 }));
    expect(selectPublicProjects(storeState, 5)).toEqual(projects);
    expect(selectPublicProjectsRequest(storeState, 5).status).toBe('succeeded');

    const failed = await run(a.publicProjectsRequested({ consultantId: 6 }), storeState);
    expect(selectPublicProjectsRequest(failed.storeState, 6)).toMatchObject({
      status: 'failed',
      error: PUBLIC_PROJECTS_LOAD_FAILED,
    });
    expect(selectPublicProjects(failed.storeState, 6)).toBeUndefined();
    expect(selectPublicProjects(failed.storeState, 5)).toEqual(projects);
  });
});
