import { useEffect } from 'react';
import { useAppSelector } from '@client/lib/hooks';
import { selectBranding, selectSeo } from './siteSettingsSelectors';

const DEFAULT_FAVICON = '/favicon.svg';

function upsertHead(selector: string, create: () => HTMLElement, apply: (el: HTMLElement) => void) {
  let el = document.head.querySelector<HTMLElement>(selector);
  if (!el) {
    el = create();
    document.head.appendChild(el);
  }
  apply(el);
}

function setMeta(name: string, content: string) {
  upsertHead(
    `meta[name="${name}"]`,
    () => Object.assign(document.createElement('meta'), { name }),
    (el) => el.setAttribute('content', content),
  );
}

/** Keeps the description, keywords and favicon in step with the site settings (titles are per page). */
export function SiteHead() {
  const { description, keywords } = useAppSelector(selectSeo);
  const { faviconUrl } = useAppSelector(selectBranding);

  useEffect(() => {
    setMeta('description', description);
    setMeta('keywords', keywords);
  }, [description, keywords]);

  useEffect(() => {
    upsertHead(
      'link[rel="icon"]',
      () => Object.assign(document.createElement('link'), { rel: 'icon' }),
      (el) => {
        // A configured icon may be PNG or ICO: a stale svg type would make browsers skip it.
        el.removeAttribute('type');
        el.setAttribute('href', faviconUrl || DEFAULT_FAVICON);
      },
    );
  }, [faviconUrl]);

  return null;
}
