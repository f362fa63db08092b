import { createAction, type UnknownAction } from '@reduxjs/toolkit';
import { runSaga } from 'redux-saga';
import { put, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import { callOn, serveAction } from '@client/lib/calls';
import { requestsActions } from '@client/lib/requests';
import { makeTestContext } from '@test/client/sagaContext';

const asked = createAction<{ id: number }>('test/asked');
const landed = createAction<{ id: number; answer: string }>('test/landed');
const also = createAction('test/also');
const fallback = createAction<number>('test/fallback');

const answer = (id: number) => (id > 0 ? Promise.resolve(`answer ${id}`) : Promise.reject(new Error('no')));

const entry = callOn(asked, {
  key: ({ id }) => `test/item:${id}`,
  call: ({ id }) => [answer, id],
  error: (_, { id }) => `Item ${id} could not be read`,
  land: (text, { id }) => [landed({ id, answer: text }), also()],
  failed: function* (_, { id }) {
    yield put(fallback(id));
  },
  message: (text) => `read ${text}`,
});

/** Serves one action through the table with redux-saga itself, and returns every action it put. */
async function serveOnce(action: UnknownAction, table = [entry]): Promise<UnknownAction[]> {
  const dispatched: UnknownAction[] = [];
  await runSaga(
    { dispatch: (a: UnknownAction) => dispatched.push(a), getState: () => ({}), context: makeTestContext() },
    serveAction,
    table,
    action,
  ).toPromise();
  return dispatched;
}

describe('a call table entry', () => {
  it('takes the latest by default, and every or the leading one when it says so', () => {
    expect(entry[0]).toBe(takeLatest);
    expect(entry[1]).toBe('test/asked');
    const every = callOn(asked, { take: 'every', key: 'k', call: () => [answer, 1], error: 'e' });
    const leading = callOn(asked, { take: 'leading', key: 'k', call: () => [answer, 1], error: 'e' });
    expect(every[0]).toBe(takeEvery);
    expect(leading[0]).toBe(takeLeading);
  });

  it('records the request under its key, lands the answer in order, then counts it done', async () => {
    const put = await serveOnce(asked({ id: 3 }));
    expect(put.map((a) => a.type)).toEqual([
      'requests/started',
      'test/landed',
      'test/also',
      'requests/succeeded',
    ]);
    expect(put[0]).toEqual(requestsActions.started({ key: 'test/item:3' }));
    expect(put[1]).toEqual(landed({ id: 3, answer: 'answer 3' }));
    expect(put[3].payload).toMatchObject({ key: 'test/item:3', message: 'read answer 3' });
  });

  it('records a failure with the text the payload decides, then runs its failure step', async () => {
    const put = await serveOnce(asked({ id: -1 }));
    expect(put.map((a) => a.type)).toEqual(['requests/started', 'requests/failed', 'test/fallback']);
    expect(put[1].payload).toMatchObject({ key: 'test/item:-1', error: 'Item -1 could not be read' });
    expect(put[2]).toEqual(fallback(-1));
  });

  it('hands the call’s own error to onFailure, before its failure step sees the text shown', async () => {
    const seen: string[] = [];
    const failing = callOn(asked, {
      key: 'test/raw',
      call: () => [answer, -1],
      error: () => 'Shown text',
      onFailure: function* (error) {
        seen.push(`onFailure: ${error.message}`);
        yield put(also());
      },
      failed: function* (error) {
        seen.push(`failed: ${error.message}`);
        yield put(fallback(0));
      },
    });
    const dispatched = await serveOnce(asked({ id: 1 }), [failing]);
    expect(seen).toEqual(['onFailure: no', 'failed: Shown text']);
    expect(dispatched.map((a) => a.type)).toEqual([
      'requests/started',
      'requests/failed',
      'test/also',
      'test/fallback',
    ]);
  });

  it('is the only thing serveAction runs, and an action without an entry is an error', async () => {
    // redux-saga reports a failed task on the console as well as rejecting it.
    const onError = jest.fn();
    const done = runSaga(
      { dispatch: () => undefined, getState: () => ({}), onError },
      serveAction,
      [entry],
      also(),
    ).toPromise();
    await expect(done).rejects.toThrow('No call serves test/also');
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('runs `then` before the request counts as done, and `done` after, on success only', async () => {
    const then = createAction('test/then');
    const done = createAction('test/done');
    const ordered = callOn(asked, {
      key: 'test/ordered',
      call: ({ id }) => [answer, id],
      error: 'Could not be read',
      then: function* () {
        yield put(then());
      },
      done: function* () {
        yield put(done());
      },
    });
    const ok = await serveOnce(asked({ id: 1 }), [ordered]);
    expect(ok.map((a) => a.type)).toEqual([
      'requests/started',
      'test/then',
      'requests/succeeded',
      'test/done',
    ]);
    const refused = await serveOnce(asked({ id: -1 }), [ordered]);
    expect(refused.map((a) => a.type)).toEqual(['requests/started', 'requests/failed']);
  });
});
