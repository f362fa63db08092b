import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';

export type ToastVariant = 'success' | 'error' | 'warning' | 'info';

export interface Toast {
  id: string;
  message: string;
  variant: ToastVariant;
}

export interface ToastsState {
  /** Toasts waiting to be handed to the snackbar host (which shows at most 3, 5000 ms each). */
  queue: Toast[];
}

export const initialToastsState: ToastsState = { queue: [] };

const toastsSlice = createSlice({
  name: 'toasts',
  initialState: initialToastsState,
  reducers: {
    toastAdded: {
      reducer(state, action: PayloadAction<Toast>) {
        state.queue.push(action.payload);
      },
      prepare(payload: { message: string; variant?: ToastVariant }) {
        return { payload: { id: nanoid(), message: payload.message, variant: payload.variant ?? 'info' } };
      },
    },
    toastShown(state, action: PayloadAction<string>) {
      state.queue = state.queue.filter((t) => t.id !== action.payload);
    },
  },
});

export const toastsActions = toastsSlice.actions;
export const toastsReducer = toastsSlice.reducer;
export const selectToastQueue = (state: { toasts: ToastsState }) => state.toasts.queue;
export default toastsSlice;
