import type { SagaIterator } from 'redux-saga';
import { put, select, takeLatest, type Effect } from 'redux-saga/effects';
import { request, type CallSpec, type Outcome } from './request';
import type { SingleRecord } from './singleRecord';

export interface SingleRecordCalls<T, Input> {
  read: () => Promise<T | null>;
  create: (body: Input) => Promise<T>;
  update: (id: number, body: Input) => Promise<T>;
}

/** Each failure shows the server's text, else these. */
export interface SingleRecordTexts {
  loadFailed: string;
  createFailed: string;
  updateFailed: string;
  /** Kept as the save's message and announced. */
  saved: string;
}

export interface SingleRecordSagaSpec<T, Input, S> {
  record: SingleRecord<T, Input>;
  calls: SingleRecordCalls<T, Input>;
  texts: SingleRecordTexts;
  selectData: (state: S) => T | null;
  /** How a successful save is told (a toast). */
  announce: (text: string) => Effect;
}

/** The load and save of a single-record document: one worker each, through the request helper. */
export function singleRecordSaga<T extends { id: number }, Input, S>(
  spec: SingleRecordSagaSpec<T, Input, S>,
) {
  const { record, calls, texts } = spec;
  const { actions } = record;

  function* handleFetch(): SagaIterator {
    yield* request({
      key: record.requests.load,
      call: [calls.read],
      error: texts.loadFailed,
      onSuccess: function* (data: T | null) {
        yield put(actions.received(data));
      },
    });
  }

  /** Any write that answers the whole record (the document's own extra writes use it too). */
  function* save(call: CallSpec<T>, error: string): SagaIterator<Outcome<T>> {
    return yield* request({
      key: record.requests.save,
      call,
      error,
      message: () => texts.saved,
      onSuccess: function* (saved: T) {
        yield put(actions.received(saved));
        yield spec.announce(texts.saved);
      },
    });
  }

  function* handleSave(action: ReturnType<typeof actions.saveRequested>): SagaIterator {
    const current: T | null = yield select(spec.selectData);
    if (current) yield* save([calls.update, current.id, action.payload], texts.updateFailed);
    else yield* save([calls.create, action.payload], texts.createFailed);
  }

  function* watch(): SagaIterator {
    yield takeLatest(actions.fetchRequested.type, handleFetch);
    yield takeLatest(actions.saveRequested.type, handleSave);
  }

  return { handleFetch, handleSave, save, watch };
}
