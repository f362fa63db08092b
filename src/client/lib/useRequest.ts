import { useCallback, useEffect, useRef, useState } from 'react';
import type { Action } from '@reduxjs/toolkit';
import { useAppDispatch, useAppSelector } from './hooks';
import { requestsActions, selectRequest } from './requests';
import { idleRequest, type RequestState } from './requestState';

export interface RequestOptions {
  /** A key only: the outcome of an earlier visit is forgotten as the view mounts, and what follows is its own. */
  reset?: boolean;
  /** Called once for each success of a request this view sent: a dialog closes itself with it. */
  onSuccess?: () => void;
}

const noFieldErrors: Record<string, string> = {};

/**
 * The request a view sends, by key or as a feature's selector gives it (one request per id). `status`,
 * `pending` and `message` are the request's, whoever sent it; `succeeded`, `failed`, `error` and
 * `fieldErrors` speak only of what came after this view sent it with `send` (or mounted, with `reset`),
 * so that a view never shows the outcome of another view's request or of an earlier visit. `forget`
 * lets go of it: a question asked again, about another item, starts afresh.
 */
export function useRequest(source: string | RequestState, { reset = false, onSuccess }: RequestOptions = {}) {
  const dispatch = useAppDispatch();
  const key = typeof source === 'string' ? source : null;
  const stored = useAppSelector((state) => (key === null ? idleRequest : selectRequest(state, key)));
  const request = typeof source === 'string' ? stored : source;
  // The request's state as the view sent it: any later state is the outcome of that sending.
  const [sentFrom, setSentFrom] = useState<RequestState | null>(() =>
    reset && key !== null ? request : null,
  );
  const latest = useRef(request);
  const handled = useRef<RequestState | null>(null);

  useEffect(() => {
    latest.current = request;
  });

  useEffect(() => {
    if (reset && key !== null) dispatch(requestsActions.reset(key));
  }, [dispatch, reset, key]);

  const own = sentFrom !== null && request !== sentFrom;
  const succeeded = own && request.status === 'succeeded';
  const failed = own && request.status === 'failed';

  useEffect(() => {
    if (!succeeded || handled.current === request) return;
    handled.current = request;
    onSuccess?.();
  }, [succeeded, request, onSuccess]);

  const send = useCallback(
    (action: Action) => {
      setSentFrom(latest.current);
      dispatch(action);
    },
    [dispatch],
  );
  const forget = useCallback(() => setSentFrom(null), []);

  return {
    status: request.status,
    pending: request.status === 'pending',
    message: request.message,
    sent: sentFrom !== null,
    succeeded,
    failed,
    error: failed ? request.error : null,
    fieldErrors: failed ? request.fieldErrors : noFieldErrors,
    send,
    forget,
  };
}

/** What a view knows of a request it sends. */
export type ViewRequest = ReturnType<typeof useRequest>;
