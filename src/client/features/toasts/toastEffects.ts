import { put } from 'redux-saga/effects';
import { toastsActions, type ToastVariant } from './toastsSlice';

export const toast = (message: string, variant: ToastVariant = 'info') =>
  put(toastsActions.toastAdded({ message, variant }));

/** The action of a success toast, for a call table's `land` (lib/calls.ts). */
export const successToast = (message: string) => toastsActions.toastAdded({ message, variant: 'success' });
