import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic, throwError } from 'redux-saga-test-plan/providers';
import { rootReducer, type RootState } from '@client/app/rootReducer';
import { cacheActions } from '@client/features/cache/cacheSlice';
import {
  consultantsSaga,
  handleDetail,
  handleFetch,
  handlePublicProjects,
  PUBLIC_PROJECTS_LOAD_FAILED,
} from '@client/features/consultants/consultantsSaga';
import { consultantsActions as a } from '@client/features/consultants/consultantsSlice';
import * as consultantsApi from '@client/api/calls/consultants';
import * as publicApi from '@client/api/calls/publicConsultants';
import { MSG } from '@shared/messages';
import { httpError, installFakeAdapter } from '@test/client/apiAdapter';
import { contextProvider, makeTestContext } from '@test/client/sagaContext';
import { NOW } from '@test/client/session';
import { makeConsultant } from './fixtures';

const context = contextProvider(makeTestContext());
const base = (): RootState => rootReducer(undefined, { type: '@@init' });
const withCache = (key: string, data: unknown, state = base()) =>
  rootReducer(state, cacheActions.set(key, data, 300_000, NOW - 1000));

describe('consultants saga: list', () => {
  it('reads the whole list from the cache before calling', async () => {
    const list = [makeConsultant({ id: 1 })];
    await expectSaga(handleFetch, a.fetchRequested())
      .withReducer(rootReducer, withCache('consultants', list))
      .provide([context])
      .not.call.fn(consultantsApi.listConsultants)
      .put(a.fetchSucceeded(list))
      .run();
    const { storeState } = await expectSaga(handleFetch, a.fetchRequested())
      .withReducer(rootReducer, base())
      .provide([context, [matchers.call.fn(consultantsApi.listConsultants), list]])
      .run();
    expect(storeState.cache.entries.consultants.data).toEqual(list);
    expect(storeState.consultants.ids).toEqual([1]);
  });

  it('sends a search to the server without caching it', async () => {
    const { storeState } = await expectSaga(handleFetch, a.fetchRequested({ query: 'search=ada' }))
      .withReducer(rootReducer, withCache('consultants', []))
      .provide([
        context,
        [matchers.call(consultantsApi.listConsultants, 'search=ada'), [makeConsultant({ id: 3 })]],
      ])
      .run();
    expect(storeState.consultants.ids).toEqual([3]);
    expect(storeState.cache.entries.consultants.data).toEqual([]);
  });

  it('swallows a failed load: the list is kept, the spec text is stored', async () => {
    const { storeState } = await expectSaga(handleFetch, a.fetchRequested())
      .withReducer(rootReducer, base())
      .provide([context, [matchers.call.fn(consultantsApi.listConsultants), throwError(httpError(500))]])
      .put(a.fetchFailed({ error: MSG.consultantsLoad }))
      .run();
    expect(storeState.consultants).toMatchObject({
      status: 'failed',
      error: 'An error occurred while loading consultants',
    });
  });

  it('asks the server once typing pauses for 166 ms', async () => {
    const listed = jest.fn(() => []);
    await expectSaga(consultantsSaga)
      .withReducer(rootReducer, base())
      .provide([context, [matchers.call.fn(consultantsApi.listConsultants), dynamic(listed)]])
      .dispatch(a.searchChanged('a'))
      .delay(50)
      .dispatch(a.searchChanged('ad'))
      .delay(50)
      .dispatch(a.searchChanged('ada'))
      .put(a.fetchRequested({ query: 'search=ada' }))
      .not.put(a.fetchRequested({ query: 'search=a' }))
      .not.put(a.fetchRequested({ query: 'search=ad' }))
      .silentRun(400);
    expect(listed).toHaveBeenCalledTimes(1);
  });
});

describe('consultants saga: detail and projects', () => {
  it('loads an unknown slug by slug and caches it under the id', async () => {
    const consultant = makeConsultant({ id: 5, slug: 'ada-lovelace' });
    const { storeState } = await expectSaga(handleDetail, a.detailRequested({ slug: 'ada-lovelace' }))
      .withReducer(rootReducer, base())
      .provide([context, [matchers.call(publicApi.getConsultantBySlug, 'ada-lovelace'), consultant]])
      .run();
    expect(storeState.cache.entries['consultant:5'].data).toEqual(consultant);
    expect(storeState.consultants.selectedId).toBe(5);
    expect(storeState.consultants.detail.status).toBe('succeeded');
  });

  it('reads a known slug, an id and a bare number through the id cache', async () => {
    const consultant = makeConsultant({ id: 5, slug: 'ada' });
    const state = withCache('consultant:5', consultant, rootReducer(base(), a.fetchSucceeded([consultant])));
    await expectSaga(handleDetail, a.detailRequested({ slug: 'ada' }))
      .withReducer(rootReducer, state)
      .provide([context])
      .not.call.fn(publicApi.getConsultantBySlug)
      .not.call.fn(publicApi.getConsultant)
      .put(a.detailSucceeded(consultant))
      .run();
    // The id lookups go through cachedCall's fetcher: the fake adapter shows which URL they reach.
    const fake = installFakeAdapter((config) => ({
      status: 200,
      data: makeConsultant({ id: Number(config.url?.split('/')[2]) }),
    }));
    try {
      await expectSaga(handleDetail, a.detailRequested({ id: 6 }))
        .withReducer(rootReducer, base())
        .provide([context])
        .put.like({ action: { type: a.detailSucceeded.type, payload: { id: 6 } } })
        .run();
      await expectSaga(handleDetail, a.detailRequested({ slug: '7' }))
        .withReducer(rootReducer, base())
        .provide([context])
        .not.call.fn(publicApi.getConsultantBySlug)
        .put.like({ action: { type: a.detailSucceeded.type, payload: { id: 7 } } })
        .run();
      expect(fake.calls.map((c) => c.url)).toEqual(['/consultants/6', '/consultants/7']);
    } finally {
      fake.restore();
    }
  });

  it('fails a detail with the spec text and flags a 404', async () => {
    await expectSaga(handleDetail, a.detailRequested({ slug: 'gone' }))
      .withReducer(rootReducer, base())
      .provide([context, [matchers.call.fn(publicApi.getConsultantBySlug), throwError(httpError(404))]])
      .put(a.detailFailed({ error: MSG.consultantLoad, missing: true }))
      .run();
    const { storeState } = await expectSaga(handleDetail, a.detailRequested({ slug: 'x' }))
      .withReducer(rootReducer, base())
      .provide([context, [matchers.call.fn(publicApi.getConsultantBySlug), throwError(httpError(500))]])
      .run();
    expect(storeState.consultants.detail.error).toBe('An error occurred while loading consultant details');
  });

  it('loads the public projects and keeps only name, status and dates', async () => {
    const raw = [
      { name: 'ERP rollout', status: 'Active', startDate: '2025-01-01', endDate: null, budget: 5 },
    ];
    const { storeState } = await expectSaga(
      handlePublicProjects,
      a.publicProjectsRequested({ consultantId: 5 }),
    )
      .withReducer(rootReducer, rootReducer(base(), a.publicProjectsRequested({ consultantId: 5 })))
      .provide([[matchers.call(publicApi.getPublicProjects, 5), raw]])
      .run();
    expect(storeState.consultants.publicProjects).toEqual({
      consultantId: 5,
      status: 'succeeded',
      error: null,
      items: [{ name: 'ERP rollout', status: 'Active', startDate: '2025-01-01', endDate: null }],
    });
    await expectSaga(handlePublicProjects, a.publicProjectsRequested({ consultantId: 5 }))
      .withReducer(rootReducer, rootReducer(base(), a.publicProjectsRequested({ consultantId: 5 })))
      .provide([[matchers.call.fn(publicApi.getPublicProjects), throwError(httpError(500))]])
      .put(a.publicProjectsFailed({ consultantId: 5, error: PUBLIC_PROJECTS_LOAD_FAILED }))
      .run();
  });
});
