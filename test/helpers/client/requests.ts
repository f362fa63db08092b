import { requestsActions } from '@client/lib/requests';
import { NOW } from './session';

/** A request that has succeeded, as the request saga records it. */
export const requestSucceeded = (key: string, message: string | null = null) =>
  requestsActions.succeeded({ key, at: NOW, message });

/** A request that has failed with the given text (and HTTP status). */
export const requestFailed = (
  key: string,
  error: string,
  status = 500,
  fieldErrors?: Record<string, string>,
) => requestsActions.failed({ key, error, status, ...(fieldErrors ? { fieldErrors } : {}) });
