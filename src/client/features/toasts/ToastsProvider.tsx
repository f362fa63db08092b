import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useAppSelector } from '@client/lib/hooks';
import { selectToastQueue } from './toastsSlice';

// notistack arrives with the first toast: most visits never need it.
const Toasts = lazy(() => import(/* webpackChunkName: "toasts" */ './ToastHost'));

/** Mounts the snackbar host once a toast has been queued; queued toasts wait in the store meanwhile. */
export function ToastsProvider({ children }: { children: ReactNode }) {
  const queued = useAppSelector(selectToastQueue).length > 0;
  const [active, setActive] = useState(false);
  // Adjusting state while rendering (React's pattern for derived state) avoids an extra effect pass.
  if (queued && !active) setActive(true);

  return (
    <>
      {children}
      {active && (
        <Suspense fallback={null}>
          <Toasts />
        </Suspense>
      )}
    </>
  );
}
