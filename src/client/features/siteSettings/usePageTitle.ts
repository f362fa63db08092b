import { useEffect } from 'react';
import { useAppSelector } from '@client/lib/hooks';
import { selectSeo, selectSiteName } from './siteSettingsSelectors';

/** 'Log in | {siteName}'; without a page title the configured site title. */
export function usePageTitle(page?: string) {
  const siteName = useAppSelector(selectSiteName);
  const { title } = useAppSelector(selectSeo);
  useEffect(() => {
    document.title = page ? `${page} | ${siteName}` : title;
  }, [page, siteName, title]);
}
