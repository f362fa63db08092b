// Request state of redux-essentials: one per async operation a slice tracks.
export type RequestStatus = 'idle' | 'pending' | 'succeeded' | 'failed';

export interface RequestState {
  status: RequestStatus;
  error: string | null;
  /** The server's success text, when it sends one. */
  message: string | null;
}

export const idleRequest: RequestState = { status: 'idle', error: null, message: null };
export const pendingRequest: RequestState = { status: 'pending', error: null, message: null };
export const succeededRequest = (message: string | null = null): RequestState => ({
  status: 'succeeded',
  error: null,
  message,
});
export const failedRequest = (error: string): RequestState => ({ status: 'failed', error, message: null });

/** The serializable error that sagas put into failure actions (product-spec section 8). */
export interface ApiError {
  status: number;
  message: string;
  code?: string;
  isApiError: true;
}
