import { Outlet, useLocation } from 'react-router';
import { ErrorBoundary } from '@client/components/ErrorBoundary';

/** Keeps the bar and footer around a page that failed; following a link clears the error. */
export function PageErrorBoundary() {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary resetKey={pathname}>
      <Outlet />
    </ErrorBoundary>
  );
}
