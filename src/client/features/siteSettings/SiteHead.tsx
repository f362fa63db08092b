import { useEffect } from 'react';
import { useAppSelector } from '@client/lib/hooks';
import { selectBranding, selectSeo } from './siteSettingsSelectors';

// A raster icon: an SVG one is drawn by a document of its own, built on the main thread as the page
// starts (docs/performance.md).
const DEFAULT_FAVICON = '/favicon.png';

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
        // The default's type would make browsers skip a configured ICO or SVG icon.
        el.removeAttribute('type');
        el.removeAttribute('sizes');
        el.setAttribute('href', faviconUrl || DEFAULT_FAVICON);
      },
    );
  }, [faviconUrl]);

  return null;
}
