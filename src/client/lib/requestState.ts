// The state of one request, kept per request key by lib/requests.ts.
export type RequestStatus = 'idle' | 'pending' | 'succeeded' | 'failed';

export interface RequestState {
  status: RequestStatus;
  /** The text to show: the server's, else the call's required fallback (docs/requirements.md#errors). */
  error: string | null;
  /** The server's success text, when it sends one. */
  message: string | null;
  /** Per-field messages of a rejected form, keyed by field name. */
  fieldErrors: Record<string, string>;
  /** A machine-readable code of the failure (e.g. EMAIL_NOT_VERIFIED). */
  code?: string;
  /** The HTTP status of a failure (0 when the server was not reached). */
  httpStatus?: number;
  /** When the request last succeeded (ms since the epoch), else null. */
  at: number | null;
}

export const idleRequest: RequestState = {
  status: 'idle',
  error: null,
  message: null,
  fieldErrors: {},
  at: null,
};
