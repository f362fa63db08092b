import type { UnknownAction } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import { rootReducer, type RootState } from '@client/app/rootReducer';
import { contentCalls } from '@client/features/content/contentSaga';
import {
  selectAboutUs,
  selectAboutUsLoad,
  selectAboutUsSave,
  selectHomepage,
  selectHomepageLoad,
  selectHomepageSave,
} from '@client/features/content/contentSelectors';
import { aboutUsActions, homepageActions } from '@client/features/content/contentSlice';
import { CONTENT_TEXT } from '@client/features/content/contentTexts';
import { serveAction } from '@client/lib/calls';
import { MSG } from '@shared/messages';
import { serveRoutes } from '@test/client/apiAdapter';
import { contextProvider, makeTestContext } from '@test/client/sagaContext';
import { NOW } from '@test/client/session';
import { makeAboutUs, makeHomepage } from './fixtures';

const context = contextProvider(makeTestContext());
const base = (): RootState => rootReducer(undefined, { type: '@@init' });
const withAboutUs = (value = makeAboutUs()) => rootReducer(base(), aboutUsActions.received(value));
const toast = (message: string) => ({
  action: { type: 'toasts/toastAdded', payload: { message, variant: 'success' } },
});

let fake: ReturnType<typeof serveRoutes> | undefined;
afterEach(() => fake?.restore());

const run = (action: UnknownAction, state = base()) =>
  expectSaga(serveAction, contentCalls, action).withReducer(rootReducer, state).provide([context]);

describe('content saga: loads', () => {
  it('loads the about-us content', async () => {
    fake = serveRoutes({ 'GET /aboutus': { status: 200, data: makeAboutUs() } });
    const { storeState } = await run(aboutUsActions.fetchRequested()).run();
    expect(selectAboutUs(storeState)).toEqual(makeAboutUs());
    expect(selectAboutUsLoad(storeState)).toMatchObject({ status: 'succeeded', at: NOW });
  });

  it.each([
    ['about-us', aboutUsActions.fetchRequested(), 'GET /aboutus', selectAboutUs, selectAboutUsLoad],
    ['homepage', homepageActions.fetchRequested(), 'GET /homepage', selectHomepage, selectHomepageLoad],
  ] as const)(
    'takes a null %s answer as "nothing written yet", not an error',
    async (_n, action, call, data, load) => {
      fake = serveRoutes({ [call]: { status: 200, data: null } });
      const { storeState } = await run(
        action,
        rootReducer(withAboutUs(), homepageActions.received(makeHomepage())),
      ).run();
      expect(data(storeState)).toBeNull();
      expect(load(storeState)).toMatchObject({ status: 'succeeded', error: null });
    },
  );

  it('fails a load with the server text, else the client text', async () => {
    fake = serveRoutes({ 'GET /aboutus': { status: 500 } });
    const first = await run(aboutUsActions.fetchRequested()).run();
    expect(selectAboutUsLoad(first.storeState)).toMatchObject({
      status: 'failed',
      error: CONTENT_TEXT.aboutUsLoadFailed,
    });
    fake.restore();
    fake = serveRoutes({ 'GET /homepage': { status: 500, data: { message: 'Database down' } } });
    const second = await run(homepageActions.fetchRequested()).run();
    expect(selectHomepageLoad(second.storeState)).toMatchObject({ status: 'failed', error: 'Database down' });
  });

  it('loads the homepage info', async () => {
    fake = serveRoutes({ 'GET /homepage': { status: 200, data: makeHomepage() } });
    const { storeState } = await run(homepageActions.fetchRequested()).run();
    expect(selectHomepage(storeState)).toEqual(makeHomepage());
  });
});

describe('content saga: writes', () => {
  const input = { title: 'About', content: 'C', mission: '', vision: '', values: '' };
  const saved = makeAboutUs({ ...input, images: [] });

  it('creates the about-us content first, then updates it by id', async () => {
    fake = serveRoutes({
      'POST /aboutus': { status: 201, data: saved },
      'PUT /aboutus/1': { status: 200, data: makeAboutUs(input) },
    });
    const { storeState } = await run(aboutUsActions.saveRequested(input))
      .put.like(toast(CONTENT_TEXT.aboutUsSaved))
      .run();
    expect(selectAboutUs(storeState)).toEqual(saved);
    const second = await run(aboutUsActions.saveRequested(input), withAboutUs()).run();
    expect(fake.calls.map((c) => [c.method, c.url, JSON.parse(c.data as string)])).toEqual([
      ['post', '/aboutus', input],
      ['put', '/aboutus/1', input],
    ]);
    expect(selectAboutUs(second.storeState)?.images).toEqual(makeAboutUs().images);
    expect(selectAboutUsSave(second.storeState)).toMatchObject({
      status: 'succeeded',
      message: CONTENT_TEXT.aboutUsSaved,
    });
  });

  it('keeps the server’s field messages when a save fails', async () => {
    fake = serveRoutes({
      'PUT /aboutus/1': {
        status: 400,
        data: { message: MSG.validation, errors: [{ field: 'title', message: 'Too long' }] },
      },
    });
    const { storeState } = await run(aboutUsActions.saveRequested(input), withAboutUs())
      .not.put.actionType('toasts/toastAdded')
      .run();
    expect(selectAboutUsSave(storeState)).toMatchObject({
      status: 'failed',
      error: MSG.validation,
      fieldErrors: { title: 'Too long' },
    });
    expect(selectAboutUs(storeState)).toEqual(makeAboutUs());
  });

  it('saves the homepage info with POST first and PUT after', async () => {
    const { id: _id, updatedAt: _u, ...body } = makeHomepage();
    fake = serveRoutes({
      'POST /homepage': { status: 201, data: makeHomepage() },
      'PUT /homepage/2': { status: 500 },
    });
    const first = await run(homepageActions.saveRequested(body))
      .put(homepageActions.received(makeHomepage()))
      .put.like(toast(CONTENT_TEXT.homepageSaved))
      .run();
    const second = await run(homepageActions.saveRequested(body), first.storeState).run();
    expect(selectHomepageSave(second.storeState)).toMatchObject({
      status: 'failed',
      error: CONTENT_TEXT.homepageSaveFailed,
      fieldErrors: {},
    });
    expect(fake.calls.map((c) => `${c.method} ${c.url}`)).toEqual(['post /homepage', 'put /homepage/2']);
  });
});
