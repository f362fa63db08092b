import createCache, { type EmotionCache, type StylisPlugin } from '@emotion/cache';

// The one Emotion cache of the app's document: the same rules whether a page is prerendered on the
// server or drawn in the browser (decision 031).

/**
 * The properties that browsers the app supports (babel.config.js: Chrome and Edge from 109, Firefox
 * from 115, Safari from 15.6) still read only with a `-webkit-` prefix, or did in some of those
 * versions. Emotion's default prefixer writes every flexbox, transition and keyframes rule again for
 * browsers of ten years ago: about a quarter of a public page's CSS, which a phone parses before it
 * shows the page. Prefixes written by hand in a style stay as they are.
 */
const WEBKIT_TOO = new Set([
  'user-select',
  'backdrop-filter',
  'background-clip',
  'box-decoration-break',
  'hyphens',
  'mask',
  'mask-image',
  'mask-position',
  'mask-repeat',
  'mask-size',
  'print-color-adjust',
  'text-size-adjust',
]);

/** Writes a declaration of one of those properties with its prefixed form first. */
export const currentPrefixes: StylisPlugin = (element) => {
  if (element.type !== 'decl' || element.return || typeof element.props !== 'string') return;
  if (WEBKIT_TOO.has(element.props)) element.return = `-webkit-${element.value}${element.value}`;
};

const KEY = 'css';

/** The cache a prerender collects a page's styles in (compat mode: none written beside an element). */
export function createPrerenderStyleCache(): EmotionCache {
  const cache = createCache({ key: KEY, stylisPlugins: [currentPrefixes] });
  cache.compat = true;
  return cache;
}

/**
 * The attribute of the prerendered element that holds a page's class styles: the names of the
 * styles it holds. Not Emotion's own (`data-emotion`), which would make each Emotion cache made in
 * the page move the element in the head as it starts, and the browser parse every rule again.
 */
export const PRERENDERED_CLASSES = 'data-emotion-classes';

/**
 * The browser's cache: the styles of the prerendered page count as inserted where the server put
 * them, and new ones are added after them. Global styles are Emotion's own elements, which each
 * global style takes over as it mounts.
 */
export function createBrowserStyleCache(doc: Document = document): EmotionCache {
  const cache = createCache({ key: KEY, stylisPlugins: [currentPrefixes] });
  for (const element of doc.querySelectorAll(`style[${PRERENDERED_CLASSES}]`)) {
    for (const name of (element.getAttribute(PRERENDERED_CLASSES) ?? '').split(' ')) {
      if (name) cache.inserted[name] = true;
    }
  }
  return cache;
}
