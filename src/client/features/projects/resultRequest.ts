import type { SagaIterator } from 'redux-saga';
import { call, put } from 'redux-saga/effects';
import { MSG } from '@shared/messages';
import { requestsActions } from '@client/lib/requests';
import type { CallSpec } from '@client/lib/request';
import { currentTime } from '@client/lib/sagaContext';
import { cachedCall } from '@client/features/cache/cacheEffects';
import type { CallError, CallResult } from './projectCalls';

export interface ResultRequestSpec<T> {
  /** Where the views find this request's state. */
  key: string;
  /** A `{data, error}` helper of projectCalls.ts (or a saga answering the same way), as `[fn, ...args]`. */
  call: CallSpec<CallResult<T>>;
  onSuccess?: (data: T) => SagaIterator;
  /** Runs after the failure has been recorded; an unreadable answer may still carry data (an empty list). */
  onFailure?: (result: CallResult<T>) => SagaIterator;
}

function* recordFailure(key: string, error: CallError): SagaIterator {
  yield put(
    requestsActions.failed({
      key,
      error: error.message,
      status: error.status,
      ...(error.code ? { code: error.code } : {}),
      fieldErrors: error.fieldErrors,
    }),
  );
}

/**
 * lib/request.ts for the helpers that answer instead of throwing: records pending, makes the call,
 * lands the data and records success, or records the helper's error (its text, status and field
 * messages). The result is returned so a worker can go on.
 */
export function* resultRequest<T>(spec: ResultRequestSpec<T>): SagaIterator<CallResult<T>> {
  const { key } = spec;
  yield put(requestsActions.started({ key }));
  const [fn, ...args] = spec.call;
  const result: CallResult<T> = yield call(fn, ...args);
  if (result.error) {
    yield* recordFailure(key, result.error);
    if (spec.onFailure) yield call(spec.onFailure, result);
    return result;
  }
  try {
    if (spec.onSuccess) yield call(spec.onSuccess, result.data);
  } catch (e) {
    // Storing the answer failed: a fault of ours, recorded so the view leaves its pending state.
    console.error(`The answer of ${key} could not be stored`, e);
    const error: CallError = { status: 0, message: MSG.unknownError, isApiError: true, fieldErrors: {} };
    yield* recordFailure(key, error);
    return { data: null, error };
  }
  const at: number = yield call(currentTime);
  yield put(requestsActions.succeeded({ key, at, message: null }));
  return result;
}

/** Carries a helper's error through cachedCall, which caches only what its fetcher returns. */
class ResultFailure extends Error {
  constructor(readonly result: CallResult<never>) {
    super(result.error?.message);
  }
}

/** A helper read through the client cache: only a success is stored under `key`. */
export function* cachedResult<T>(
  key: string,
  helper: () => Promise<CallResult<T>>,
  force = false,
): SagaIterator<CallResult<T>> {
  const fetcher = async () => {
    const result = await helper();
    if (result.error) throw new ResultFailure(result as CallResult<never>);
    return result.data;
  };
  try {
    const data: T = yield call(cachedCall, key, fetcher, { force });
    return { data, error: null };
  } catch (e) {
    if (e instanceof ResultFailure) return e.result;
    throw e;
  }
}
