import type { PayloadAction, UnknownAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { select, takeLatest } from 'redux-saga/effects';
import { callOn, callWorker } from './calls';
import type { RootState } from './hooks';
import type { Watcher } from './lazyWatchers';
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
  /** Kept as the save's message and told in a toast. */
  saved: string;
}

export interface SingleRecordCallsSpec<T, Input> {
  record: SingleRecord<T, Input>;
  calls: SingleRecordCalls<T, Input>;
  texts: SingleRecordTexts;
  selectData: (state: RootState) => T | null;
  /** How a successful save is told: the action of a toast. */
  announce: (text: string) => UnknownAction;
}

/**
 * The load and save of a single-record document as call table entries (lib/calls.ts), and `write`:
 * what every write that answers the whole record shares (the document's own extra writes use it too).
 */
export function singleRecordCalls<T extends { id: number }, Input>(spec: SingleRecordCallsSpec<T, Input>) {
  const { record, calls, texts } = spec;
  const { actions, requests } = record;
  const write = {
    key: requests.save,
    message: () => texts.saved,
    land: (saved: T) => [actions.received(saved), spec.announce(texts.saved)],
  };
  const create = callWorker({
    ...write,
    call: (body: Input) => [calls.create, body],
    error: texts.createFailed,
  });
  const update = callWorker({
    ...write,
    call: ({ id, body }: { id: number; body: Input }) => [calls.update, id, body],
    error: texts.updateFailed,
  });

  /** Create the record when none is known, else change it by its id. */
  function* handleSave(action: PayloadAction<Input>): SagaIterator {
    const current: T | null = yield select(spec.selectData);
    if (current) yield* update({ ...action, payload: { id: current.id, body: action.payload } });
    else yield* create(action);
  }

  const table: Watcher[] = [
    callOn(actions.fetchRequested, {
      key: requests.load,
      call: () => [calls.read],
      error: texts.loadFailed,
      land: (data: T | null) => actions.received(data),
    }),
    [takeLatest, actions.saveRequested.type, handleSave],
  ];
  return { calls: table, write };
}
