// Request state of redux-essentials: one per request key (lib/requests.ts).
export type RequestStatus = 'idle' | 'pending' | 'succeeded' | 'failed';

export interface RequestState {
  status: RequestStatus;
  /** The text to show: the server's, else the spec's fallback for that call. */
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

// Constructors for slices that still keep a request state of their own.
export const pendingRequest: RequestState = { ...idleRequest, status: 'pending' };
export const succeededRequest = (message: string | null = null): RequestState => ({
  ...idleRequest,
  status: 'succeeded',
  message,
});
export const failedRequest = (error: string): RequestState => ({ ...idleRequest, status: 'failed', error });
