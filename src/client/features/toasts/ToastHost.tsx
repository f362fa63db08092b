import { useEffect, useRef } from 'react';
import { SnackbarProvider, useSnackbar } from 'notistack';
import { TOAST_AUTO_HIDE_MS, TOAST_MAX } from '@shared/constants';
import { useAppDispatch, useAppSelector } from '@client/lib/hooks';
import { selectToastQueue, toastsActions } from './toastsSlice';

/** Hands queued toasts to notistack, which shows at most three at a time and queues the rest. */
export function ToastHost() {
  const queue = useAppSelector(selectToastQueue);
  const dispatch = useAppDispatch();
  const { enqueueSnackbar } = useSnackbar();
  // StrictMode runs effects twice with the same queue: a toast must still appear once.
  const handed = useRef(new Set<string>());

  useEffect(() => {
    for (const toast of queue) {
      if (!handed.current.has(toast.id)) {
        handed.current.add(toast.id);
        enqueueSnackbar(toast.message, { variant: toast.variant, key: toast.id });
      }
      dispatch(toastsActions.toastShown(toast.id));
    }
  }, [queue, enqueueSnackbar, dispatch]);

  return null;
}

/** Bottom right, at most 3, 5000 ms each (docs/requirements.md#shell). */
export default function Toasts() {
  return (
    <SnackbarProvider
      maxSnack={TOAST_MAX}
      autoHideDuration={TOAST_AUTO_HIDE_MS}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
    >
      <ToastHost />
    </SnackbarProvider>
  );
}
