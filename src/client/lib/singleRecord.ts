import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { requestsActions, selectRequest, type RequestsState } from './requests';

/**
 * A document the site holds once (about-us, homepage, site settings). The slice keeps only the record;
 * its load and save are followed in the request state under `<name>/load` and `<name>/save`.
 */
export interface SingleRecordState<T> {
  /** null before the first load, and while the document does not exist yet. */
  data: T | null;
}

export function createSingleRecord<T, Input, Name extends string>(name: Name) {
  const initialState: SingleRecordState<T> = { data: null };
  const slice = createSlice({
    name,
    initialState,
    reducers: {
      /** The record as the server answered it (a read or a save); null: no document yet. */
      received: (state, action: PayloadAction<T | null>) => {
        // The record is replaced whole, never edited in place, so no draft of it is needed.
        return { ...state, data: action.payload };
      },
    },
  });
  const requests = { load: `${name}/load`, save: `${name}/save` } as const;
  const actions = {
    ...slice.actions,
    /** A view wants the record (read afresh each time: an editor must not start from a stale copy). */
    fetchRequested: createAction(`${name}/fetchRequested`),
    /** Create the record when there is none, else change it. */
    saveRequested: createAction<Input>(`${name}/saveRequested`),
    /** An editor opened: forget the outcome of the earlier save. */
    writeReset: () => requestsActions.reset(requests.save),
  };
  return { name, initialState, reducer: slice.reducer, actions, requests };
}

export type SingleRecord<T, Input> = ReturnType<typeof createSingleRecord<T, Input, string>>;

/** The record and its request states, for any root state that holds the requests slice. */
export function singleRecordSelectors<S extends { requests: RequestsState }, T>(
  record: { requests: { load: string; save: string } },
  selectState: (state: S) => SingleRecordState<T>,
) {
  return {
    selectData: (state: S) => selectState(state).data,
    selectLoad: (state: S) => selectRequest(state, record.requests.load),
    selectSave: (state: S) => selectRequest(state, record.requests.save),
  };
}
