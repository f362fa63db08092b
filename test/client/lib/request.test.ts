import { expectSaga } from 'redux-saga-test-plan';
import { put } from 'redux-saga/effects';
import { combineReducers } from '@reduxjs/toolkit';
import { fixedText, request, type Outcome } from '@client/lib/request';
import { requestsReducer, selectRequest } from '@client/lib/requests';
import { api } from '@client/api';
import { serveRoutes } from '@test/client/apiAdapter';
import { contextProvider, makeTestContext } from '@test/client/sagaContext';
import { NOW } from '@test/client/session';

const reducer = combineReducers({ requests: requestsReducer });
const context = contextProvider(makeTestContext());
const landed = (data: unknown) => ({ type: 'test/landed', payload: data });

let fake: ReturnType<typeof serveRoutes> | undefined;
afterEach(() => fake?.restore());

function run<T>(spec: Parameters<typeof request<T>>[0]) {
  let outcome: Outcome<T> | undefined;
  return expectSaga(function* () {
    outcome = yield* request(spec);
  })
    .withReducer(reducer)
    .provide([context])
    .run()
    .then((result) => ({ ...result, outcome: outcome as Outcome<T> }));
}

describe('the request saga', () => {
  it('lands the answer, then records success with the time and the success text', async () => {
    fake = serveRoutes({ 'GET /services': { status: 200, data: [] } });
    const { storeState, outcome, effects } = await run({
      key: 'test/list',
      call: [api.services.list],
      error: 'List failed',
      onSuccess: function* (data: unknown) {
        yield put(landed(data));
      },
      message: () => 'Loaded',
    });
    expect(outcome).toEqual({ ok: true, data: [] });
    expect(selectRequest(storeState, 'test/list')).toMatchObject({
      status: 'succeeded',
      error: null,
      message: 'Loaded',
      at: NOW,
    });
    const types = effects.put.map((e) => (e.payload.action as { type: string }).type);
    expect(types).toEqual(['requests/started', 'test/landed', 'requests/succeeded']);
  });

  it("keeps the server's own text and field messages of a refused call", async () => {
    fake = serveRoutes({
      'POST /services': {
        status: 400,
        data: { message: 'Title is taken.', errors: { title: ['Title is taken.'] } },
      },
    });
    const { storeState, outcome } = await run({
      key: 'test/save',
      call: [api.services.create, { body: {} }],
      error: 'Save failed',
    });
    expect(outcome.ok).toBe(false);
    expect(selectRequest(storeState, 'test/save')).toMatchObject({
      status: 'failed',
      error: 'Title is taken.',
      httpStatus: 400,
      fieldErrors: { title: 'Title is taken.' },
    });
  });

  it('uses the fallback text when the server says nothing, and a fixed text whatever it says', async () => {
    fake = serveRoutes({ 'GET /services': { status: 500, data: { message: 'Database is down' } } });
    const fallback = await run({ key: 'a', call: [api.services.list], error: fixedText('Could not load') });
    expect(selectRequest(fallback.storeState, 'a').error).toBe('Could not load');
    fake.restore();
    // A 500: a 502, 503 or 504 of a read is tried again first (test/client/services/readRetry.test.ts).
    fake = serveRoutes({ 'GET /services': { status: 500 } });
    const silent = await run({ key: 'b', call: [api.services.list], error: 'Could not load' });
    expect(selectRequest(silent.storeState, 'b')).toMatchObject({ error: 'Could not load', httpStatus: 500 });
  });

  it('records a 429 with the wait it asks for, even where the call shows a fixed text', async () => {
    fake = serveRoutes({
      'POST /services': {
        status: 429,
        data: { message: 'Too many requests. Please try again later.' },
        headers: { 'retry-after': '12' },
      },
    });
    const { storeState, outcome } = await run({
      key: 'test/save',
      call: [api.services.create, { body: {} }],
      error: fixedText('Could not save'),
    });
    const text = 'Too many requests in a short time. Please wait 12 seconds and try again.';
    expect(selectRequest(storeState, 'test/save')).toMatchObject({ error: text, httpStatus: 429 });
    expect(outcome).toMatchObject({ ok: false, error: { status: 429, message: text } });
  });

  it('records a failure to land the answer instead of ending the saga that ran it', async () => {
    fake = serveRoutes({ 'GET /services': { status: 200, data: null } });
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const onFailure = jest.fn(function* () {
      yield put({ type: 'test/failed' });
    });
    const { storeState, outcome } = await run({
      key: 'test/list',
      call: [api.services.list],
      error: 'List failed',
      onSuccess: function* (data: unknown) {
        yield put(landed((data as unknown[]).length));
      },
      onFailure,
    });
    expect(outcome.ok).toBe(false);
    expect(selectRequest(storeState, 'test/list')).toMatchObject({ status: 'failed', error: 'List failed' });
    expect(onFailure).toHaveBeenCalledTimes(1);
    expect(spy).toHaveBeenCalledWith('The answer of test/list could not be stored', expect.any(TypeError));
    spy.mockRestore();
  });
});
