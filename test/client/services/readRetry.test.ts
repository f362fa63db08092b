import { AxiosError, AxiosHeaders, type InternalAxiosRequestConfig } from 'axios';
import { combineReducers } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import { http } from '@client/api/client';
import { readRetryDelay } from '@client/api/readRetry';
import { api } from '@client/api';
import { request, type Outcome } from '@client/lib/request';
import { requestsReducer, selectRequest } from '@client/lib/requests';
import { httpError, installFakeAdapter, type FakeReply } from '@test/client/apiAdapter';
import { contextProvider, makeTestContext } from '@test/client/sagaContext';
import { silentRunFor } from '@test/client/sagaTime';

// docs/requirements.md#errors-global: a read (GET) without an answer, or answered 502, 503 or 504, is
// sent again after 0.5 s, 1 s and 2 s, then fails; a 503's Retry-After of up to 5 s is waited for
// when longer, a longer one fails the read at once. A write is sent once, whatever happens to it.

const config = (method: string, readRetries?: number) =>
  ({ method, url: '/x', headers: new AxiosHeaders(), readRetries }) as InternalAxiosRequestConfig;

const noAnswer = (method = 'get') => new AxiosError('Network Error', AxiosError.ERR_NETWORK, config(method));

describe('which failed calls are tried again, and after how long', () => {
  it.each([
    ['no answer', noAnswer()],
    ['502', httpError(502)],
    ['503', httpError(503)],
    ['504', httpError(504)],
  ])('a read after %s: 500 ms, 1000 ms, 2000 ms, then no more', (_name, error) => {
    expect([0, 1, 2, 3].map((n) => readRetryDelay(error, config('get', n)))).toEqual([500, 1000, 2000, null]);
    expect(readRetryDelay(error, config('head'))).toBe(500);
    expect(readRetryDelay(error, config('GET'))).toBe(500);
  });

  it.each(['post', 'put', 'patch', 'delete', 'POST'])('never a %s', (method) => {
    for (const error of [noAnswer(method), httpError(502), httpError(503), httpError(504)]) {
      expect(readRetryDelay(error, config(method))).toBeNull();
    }
  });

  it.each([400, 401, 403, 404, 409, 429, 500, 501])('not a read answered %i', (status) => {
    expect(readRetryDelay(httpError(status), config('get'))).toBeNull();
  });

  it('not a cancelled read, nor an error that is not axios’s', () => {
    const cancelled = new AxiosError('canceled', AxiosError.ERR_CANCELED, config('get'));
    expect(readRetryDelay(cancelled, config('get'))).toBeNull();
    expect(readRetryDelay(new Error('Network Error'), config('get'))).toBeNull();
    expect(readRetryDelay(noAnswer(), undefined)).toBeNull();
  });

  it('waits for the Retry-After of a 503 up to 5 seconds, and fails at once beyond', () => {
    const asking = (seconds: string) => httpError(503, undefined, { 'Retry-After': seconds });
    expect(readRetryDelay(asking('2'), config('get'))).toBe(2000);
    expect(readRetryDelay(asking('5'), config('get', 2))).toBe(5000);
    // Never sooner than the back-off.
    expect(readRetryDelay(asking('0'), config('get'))).toBe(500);
    expect(readRetryDelay(asking('1'), config('get', 2))).toBe(2000);
    expect(readRetryDelay(asking('6'), config('get'))).toBeNull();
    expect(readRetryDelay(asking('2'), config('get', 3))).toBeNull();
    // Only a 503's: a 502 or 504 keeps its own wait.
    expect(readRetryDelay(httpError(502, undefined, { 'Retry-After': '4' }), config('get'))).toBe(500);
  });
});

describe('the axios instance', () => {
  let fake: ReturnType<typeof installFakeAdapter>;

  /** Answers each call with the next reply, the last one for every call after. */
  function answer(...replies: FakeReply[]) {
    let n = 0;
    fake = installFakeAdapter(() => replies[Math.min(n++, replies.length - 1)]);
  }

  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    fake.restore();
    jest.useRealTimers();
  });

  it('sends a read that got no answer twice more, 500 ms and 1000 ms later, and gives its answer', async () => {
    answer({ status: 0 }, { status: 0 }, { status: 200, data: { ok: true } });
    const result = http.get('/services');
    await jest.advanceTimersByTimeAsync(499);
    expect(fake.calls).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(fake.calls).toHaveLength(2);
    await jest.advanceTimersByTimeAsync(999);
    expect(fake.calls).toHaveLength(2);
    await jest.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toEqual({ ok: true });
    expect(fake.calls.map((c) => `${c.method} ${c.url}`)).toEqual(Array(3).fill('get /services'));
  });

  it('fails a read after three retries, 3.5 s after the first call', async () => {
    answer({ status: 503 });
    const result = http.get('/services');
    const failed = expect(result).rejects.toMatchObject({ response: { status: 503 } });
    await jest.advanceTimersByTimeAsync(3499);
    expect(fake.calls).toHaveLength(3);
    await jest.advanceTimersByTimeAsync(1);
    await failed;
    expect(fake.calls).toHaveLength(4);
    await jest.advanceTimersByTimeAsync(10_000);
    expect(fake.calls).toHaveLength(4);
  });

  it('sends a write that got no answer once, and fails', async () => {
    answer({ status: 0 }, { status: 201, data: { id: 1 } });
    const result = http.post('/projects/1/updates', { title: 'T', content: 'C' });
    await expect(result).rejects.toMatchObject({ code: 'ERR_NETWORK' });
    await jest.advanceTimersByTimeAsync(10_000);
    expect(fake.calls).toHaveLength(1);
  });

  it.each([
    ['put', () => http.put('/x', {})],
    ['patch', () => http.patch('/x', {})],
    ['delete', () => http.delete('/x')],
  ])('sends a %s answered 503 once', async (_method, send) => {
    answer({ status: 503 }, { status: 200 });
    await expect(send()).rejects.toMatchObject({ response: { status: 503 } });
    await jest.advanceTimersByTimeAsync(10_000);
    expect(fake.calls).toHaveLength(1);
  });

  it('does not send again a read answered 400', async () => {
    answer({ status: 400, data: { message: 'Bad query.' } }, { status: 200 });
    await expect(http.get('/services')).rejects.toMatchObject({ response: { status: 400 } });
    await jest.advanceTimersByTimeAsync(10_000);
    expect(fake.calls).toHaveLength(1);
  });

  it('waits for the Retry-After of a 503', async () => {
    answer({ status: 503, headers: { 'Retry-After': '3' } }, { status: 200, data: [] });
    const result = http.get('/services');
    await jest.advanceTimersByTimeAsync(2999);
    expect(fake.calls).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toEqual([]);
    expect(fake.calls).toHaveLength(2);
  });

  it('stops waiting when the read is cancelled', async () => {
    answer({ status: 0 }, { status: 200 });
    const controller = new AbortController();
    const result = http.get('/services', { signal: controller.signal });
    const failed = expect(result).rejects.toMatchObject({ code: 'ERR_CANCELED' });
    await jest.advanceTimersByTimeAsync(100);
    controller.abort();
    await failed;
    await jest.advanceTimersByTimeAsync(10_000);
    expect(fake.calls).toHaveLength(1);
  });
});

describe('through the request saga', () => {
  const reducer = combineReducers({ requests: requestsReducer });
  let fake: ReturnType<typeof installFakeAdapter>;
  afterEach(() => fake.restore());

  function run<T>(spec: Parameters<typeof request<T>>[0]) {
    let outcome: Outcome<T> | undefined;
    const chain = expectSaga(function* () {
      outcome = yield* request(spec);
    })
      .withReducer(reducer)
      .provide([contextProvider(makeTestContext())]);
    return silentRunFor(chain, 4000).then((result) => ({ ...result, outcome: outcome! }));
  }

  it('ends a read that failed twice without an answer in success, after three calls', async () => {
    let n = 0;
    fake = installFakeAdapter(() => (++n <= 2 ? { status: 0 } : { status: 200, data: [] }));
    const { storeState, outcome } = await run({ key: 'test/list', call: [api.services.list], error: 'x' });
    expect(outcome).toEqual({ ok: true, data: [] });
    expect(selectRequest(storeState, 'test/list').status).toBe('succeeded');
    expect(fake.calls).toHaveLength(3);
  });

  it('fails a write without an answer after one call', async () => {
    fake = installFakeAdapter(() => ({ status: 0 }));
    const { storeState, outcome } = await run({
      key: 'test/save',
      call: [api.services.create, { body: { title: 'T' } }],
      error: 'Could not save',
    });
    expect(outcome.ok).toBe(false);
    expect(selectRequest(storeState, 'test/save')).toMatchObject({
      status: 'failed',
      error: 'Could not save',
      httpStatus: 0,
    });
    expect(fake.calls).toHaveLength(1);
  });
});
