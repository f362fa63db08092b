import { useEffect } from 'react';
import { useBrowserLayoutEffect } from '@client/components/useBrowserLayoutEffect';
import { useLocation, useNavigate, useRoutes, type RouteObject } from 'react-router';
import type { Navigator } from './navigator';

interface AppRoutesProps {
  routes: RouteObject[];
  navigator: Navigator;
  /** Told the page's address after each navigation (the QA frame reports it to the replay view). */
  onLocation?: (page: string) => void;
}

/** The route table inside a declarative router, with its navigate handed to the sagas. */
export function AppRoutes({ routes, navigator, onLocation }: AppRoutesProps) {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  useBrowserLayoutEffect(() => navigator.attach(navigate), [navigator, navigate]);
  useEffect(() => onLocation?.(pathname + search), [onLocation, pathname, search]);
  return useRoutes(routes);
}
