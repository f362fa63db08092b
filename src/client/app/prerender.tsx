import type { EmotionCache } from '@emotion/cache';
import { PassThrough } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { servePageDataOnly } from '@client/api/pageData';
import type { Prerender, PrerenderInput, Prerendered } from '@shared/prerender';
import { appElement } from './appElement';
import { createNavigator, type Navigator } from './navigator';
import { prepareFirstScreen } from './prepareFirstScreen';
import { routes } from './routes';
import { makeStore, type AppStore } from './store';
import { createPrerenderStyleCache, PRERENDERED_CLASSES } from './styleCache';

// The public pages prerendered on the server (decision 027): the server's build of this file renders
// a page's HTML from its embedded answers, with the styles it uses, and the browser hydrates it.

/**
 * The whole markup of an element, once every suspended part has finished: written in one go then, each
 * part in its place, with nothing React would otherwise put in place later by an inline script.
 */
function renderWhole(element: ReactNode, onError: (error: unknown) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const { pipe } = renderToPipeableStream(element, {
      onError,
      onShellError: reject,
      onAllReady() {
        const sink = new PassThrough();
        const chunks: Buffer[] = [];
        sink.on('data', (chunk: Buffer | string) =>
          chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk),
        );
        sink.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
        sink.on('error', reject);
        pipe(sink);
      },
      // Every part in place in the markup: past this size React would send the rest apart.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    });
  });
}

/** Nothing in a style element may close it. */
const styleText = (css: string): string => css.replace(/<\/(style)/gi, '<\\/$1');

/**
 * The styles the render used: each global style in the element Emotion's global style takes over by
 * its name, marked (`data-s`) as in its place in the head; the class styles in one element that the
 * browser's cache counts as inserted where it is (styleCache.ts), which nothing moves.
 */
function styleElements(cache: EmotionCache): string {
  const globals: string[] = [];
  const names: string[] = [];
  let classes = '';
  for (const [name, css] of Object.entries(cache.inserted)) {
    if (typeof css !== 'string') continue;
    if (cache.registered[`${cache.key}-${name}`] === undefined) {
      globals.push(`<style data-emotion="${cache.key}-global ${name}" data-s="">${styleText(css)}</style>`);
    } else {
      names.push(name);
      classes += css;
    }
  }
  const classElement = names.length
    ? `<style ${PRERENDERED_CLASSES}="${names.join(' ')}">${styleText(classes)}</style>`
    : '';
  return globals.join('') + classElement;
}

const MAX_PASSES = 3;

async function renderOnce(store: AppStore, navigator: Navigator, pathname: string): Promise<Prerendered> {
  const cache = createPrerenderStyleCache();
  const errors: unknown[] = [];
  const html = await renderWhole(
    appElement({
      store,
      navigator,
      styles: cache,
      router: (children) => <StaticRouter location={pathname}>{children}</StaticRouter>,
    }),
    (error) => void errors.push(error),
  );
  // A part that failed would be rendered again in the browser: the page is not prerendered.
  if (errors.length > 0) throw errors[0] instanceof Error ? errors[0] : new Error(String(errors[0]));
  return { html, head: styleElements(cache) };
}

async function render({ pathname, data }: PrerenderInput): Promise<Prerendered> {
  servePageDataOnly(data);
  const navigator = createNavigator();
  const { store, sagaTask } = makeStore(undefined, {
    context: { navigate: navigator.navigate, getLocation: () => pathname },
  });
  try {
    await prepareFirstScreen(store, routes, pathname);
    // The first pass loads the lazy pages and features, which suspend once: markup finished after a
    // suspension comes with an inline script to put it in place, which the CSP refuses. The second
    // pass finds them loaded and renders in one go.
    for (let pass = 1; pass <= MAX_PASSES; pass += 1) {
      const page = await renderOnce(store, navigator, pathname);
      if (!page.html.includes('<script')) return page;
    }
    throw new Error(`The page ${pathname} still suspends after ${MAX_PASSES} passes`);
  } finally {
    sagaTask?.cancel();
  }
}

let queue: Promise<unknown> = Promise.resolve();

/**
 * Renders one page at a time: the page's data and the API client's hooks are the module's own, as
 * they are the browser's.
 */
export const prerender: Prerender = (input) => {
  const next = queue.then(() => render(input));
  queue = next.catch(() => undefined);
  return next;
};
