import { put } from 'redux-saga/effects';
import { toastsActions, type ToastVariant } from './toastsSlice';

export const toast = (message: string, variant: ToastVariant = 'info') =>
  put(toastsActions.toastAdded({ message, variant }));
