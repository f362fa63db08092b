import {
  failedRequest,
  idleRequest,
  pendingRequest,
  succeededRequest,
  type RequestState,
} from './requestState';

/** A form write's request state plus the per-field messages the server found. */
export interface WriteState extends RequestState {
  fieldErrors: Record<string, string>;
}

/** What a write's failure action carries. */
export interface WriteFailure {
  error: string;
  fieldErrors?: Record<string, string>;
}

export const idleWrite: WriteState = { ...idleRequest, fieldErrors: {} };
export const pendingWrite: WriteState = { ...pendingRequest, fieldErrors: {} };
export const succeededWrite = (message: string | null = null): WriteState => ({
  ...succeededRequest(message),
  fieldErrors: {},
});
export const failedWrite = ({ error, fieldErrors = {} }: WriteFailure): WriteState => ({
  ...failedRequest(error),
  fieldErrors,
});
