import type { SagaIterator } from 'redux-saga';
import { call, put } from 'redux-saga/effects';
import { errorStatus, errorText, rateLimitText, toApiError, type ApiError } from '@client/api/client';
import { fieldErrors } from '@client/api/fieldErrors';
import { requestsActions } from './requests';
import { currentTime } from './sagaContext';

/** The call to make as `[fn, ...args]`, so that the saga yields a plain call effect tests can provide. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the arguments are checked at each use
export type CallSpec<T> = readonly [(...args: any[]) => Promise<T> | SagaIterator<T>, ...unknown[]];

export interface RequestSpec<T> {
  /** Where the views find this request's state ('services/list', 'session/login'…). */
  key: string;
  call: CallSpec<T>;
  /**
   * The text a failure shows: the server's own text, else this fallback. A function decides itself
   * (the calls whose required text replaces whatever the server said). A 429 shows how long to wait
   * either way (docs/requirements.md#errors-global).
   */
  error: string | ((e: unknown) => string);
  /** Lands the answer in the store before the request counts as done. */
  onSuccess?: (data: T) => SagaIterator;
  /** Runs after a failure has been recorded (a log line, a fallback value). */
  onFailure?: (error: ApiError) => SagaIterator;
  /** The success text kept with the request (a confirmation to show). */
  message?: (data: T) => string | null;
}

export type Outcome<T> = { ok: true; data: T } | { ok: false; error: ApiError };

/** Fixed texts: the required words (docs/requirements.md#errors) whatever the server said. */
export const fixedText = (text: string) => () => text;

/**
 * The one request plumbing of the client: records pending, makes the call, lands the answer and
 * records success, or records the failure with the required text and the server's field messages. The
 * outcome is returned so a worker can go on (navigate, toast) without catching anything itself.
 */
export function* request<T>(spec: RequestSpec<T>): SagaIterator<Outcome<T>> {
  const { key } = spec;
  yield put(requestsActions.started({ key }));
  let data: T;
  let landing = false;
  try {
    const [fn, ...args] = spec.call;
    data = yield call(fn, ...args);
    landing = true;
    if (spec.onSuccess) yield call(spec.onSuccess, data);
  } catch (e) {
    // A failure while landing the answer is a fault of ours, not of the call: it is recorded like a
    // failed call (so the view leaves its pending state) instead of ending the watcher that ran it.
    if (landing) console.error(`The answer of ${key} could not be stored`, e);
    const error = toApiError(e);
    // A 429 says how long to wait, whatever text the call would show otherwise.
    const text =
      rateLimitText(e) ?? (typeof spec.error === 'function' ? spec.error(e) : errorText(e, spec.error));
    yield put(
      requestsActions.failed({
        key,
        error: text,
        status: errorStatus(e),
        ...(error.code ? { code: error.code } : {}),
        fieldErrors: fieldErrors(e),
      }),
    );
    if (spec.onFailure) yield call(spec.onFailure, error);
    return { ok: false, error: { ...error, message: text } };
  }
  const at: number = yield call(currentTime);
  yield put(requestsActions.succeeded({ key, at, message: spec.message?.(data) ?? null }));
  return { ok: true, data };
}
