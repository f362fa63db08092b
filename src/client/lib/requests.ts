import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { idleRequest, type RequestState } from './requestState';

/**
 * The state of every API request the views follow, by key ('services/list', 'services/save'…). The
 * generic request saga (request.ts) is the only writer, so features keep no request plumbing.
 */
export type RequestsState = Record<string, RequestState>;

export interface RequestFailure {
  key: string;
  error: string;
  status: number;
  code?: string;
  fieldErrors?: Record<string, string>;
}

const requestsSlice = createSlice({
  name: 'requests',
  initialState: {} as RequestsState,
  reducers: {
    started(state, action: PayloadAction<{ key: string }>) {
      const last = state[action.payload.key]?.at ?? null;
      state[action.payload.key] = { ...idleRequest, status: 'pending', at: last };
    },
    /** `at` comes from the saga's clock, so the reducer stays pure and replayable. */
    succeeded(state, action: PayloadAction<{ key: string; at: number; message?: string | null }>) {
      const { key, at, message = null } = action.payload;
      state[key] = { ...idleRequest, status: 'succeeded', message, at };
    },
    failed(state, action: PayloadAction<RequestFailure>) {
      const { key, error, code, status, fieldErrors = {} } = action.payload;
      state[key] = {
        ...idleRequest,
        status: 'failed',
        error,
        fieldErrors,
        httpStatus: status,
        at: state[key]?.at ?? null,
        ...(code ? { code } : {}),
      };
    },
    /** A form opened again, or a dialog closed: forget the outcome of the earlier submission. */
    reset(state, action: PayloadAction<string | string[]>) {
      for (const key of [action.payload].flat()) delete state[key];
    },
    /** At the end of a session nothing of the previous user's requests is kept. */
    cleared() {
      return {};
    },
  },
});

export const requestsActions = requestsSlice.actions;
export const requestsReducer = requestsSlice.reducer;

/** The request's state, idle when it never ran. */
export const selectRequest = (state: { requests: RequestsState }, key: string): RequestState =>
  state.requests[key] ?? idleRequest;
