import type { PageData } from './api/firstScreen';

// The contract between the server and the prerendering build of the client (decision 027): the
// server hands a public page's address and its embedded answers to the function the client build
// exports, and puts what it returns into index.html.

export interface PrerenderInput {
  /** The page's path (no query): the router renders it as the browser will. */
  pathname: string;
  /** The answers embedded in the page, which the prerendered state is made from. */
  data: PageData;
}

export interface Prerendered {
  /** The markup of the app's root element. */
  html: string;
  /** The style elements of that markup, for the head. */
  head: string;
}

export type Prerender = (input: PrerenderInput) => Promise<Prerendered>;

/** Where the prerendering build lives, relative to the client build's folder. */
export const PRERENDER_BUNDLE = '../prerender/prerender.js';
