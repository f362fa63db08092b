import { fillPath } from './route';
import { API } from './routes';

// The first screen's data (docs/requirements.md#performance): the anonymous reads each public page makes
// as it opens. The server answers them itself while it serves the page and embeds the answers in it as
// a JSON data block, so a visitor's first screen needs no API call and no HTTP client.

/** The id of the page's `<script type="application/json">` block. */
export const PAGE_DATA_ID = 'page-data';

/** An embedded answer older than this (since the page was requested) is not used: the call is made. */
export const PAGE_DATA_MAX_AGE_MS = 60_000;

/** The block: each read's API path (relative to API_PREFIX, no query) and its 200 body. */
export interface PageData {
  reads: Array<{ path: string; body: unknown }>;
}

type Reads = (slug: string) => string[];

const slugOf = (segment: string): string | null => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
};

/** Every page shows the site's name, contact details and links. */
const EVERY_PAGE = [API.siteSettings.get.path];

/** The public pages and what each one reads first (its path without a trailing slash). */
const PAGES: Array<{ page: RegExp; reads: Reads }> = [
  {
    page: /^$/,
    reads: () => [API.homepage.get.path, API.services.list.path, API.consultants.list.path],
  },
  { page: /^\/services$/, reads: () => [API.services.list.path] },
  { page: /^\/services\/([^/]+)$/, reads: (slug) => [fillPath(API.services.bySlug.path, { slug })] },
  { page: /^\/consultants$/, reads: () => [API.consultants.list.path] },
  {
    page: /^\/consultants\/([^/]+)$/,
    reads: (slug) => [fillPath(API.consultants.bySlug.path, { slug })],
  },
  { page: /^\/about$/, reads: () => [API.aboutUs.get.path] },
  { page: /^\/request$/, reads: () => [API.currency.list.path, API.services.list.path] },
];

/** Pages that start nothing of the app's own (the QA replay frame renders from the state it is sent). */
const NO_DATA = /^\/qa\/frame$/;

/**
 * The reads a page makes first, for a visitor: site settings on every page, and each public page's
 * content. Paths are as the client builds them (each parameter encoded as one segment).
 */
export function firstScreenReads(pathname: string): string[] {
  const path = pathname.replace(/\/+$/, '');
  if (NO_DATA.test(path)) return [];
  for (const { page, reads } of PAGES) {
    const match = page.exec(path);
    if (!match) continue;
    const slug = match[1] === undefined ? '' : slugOf(match[1]);
    return slug === null ? EVERY_PAGE : [...EVERY_PAGE, ...reads(slug)];
  }
  return EVERY_PAGE;
}

/** Pages without reads of their own that are prerendered too: the forms a visitor opens directly. */
const PRERENDERED_FORMS = /^\/(login|signup|forgot-password)$/;

/**
 * The pages the server prerenders for a visitor (decision 027): the public pages and the sign-in
 * forms. Signed-in pages depend on the session, which only the browser knows.
 */
export function isPrerenderedPage(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '');
  return PRERENDERED_FORMS.test(path) || PAGES.some(({ page }) => page.test(path));
}

/**
 * The prerendered pages with a form. Sent before the app has taken the page over, such a form is
 * posted by the browser itself (never as a query, which would put a password in the address).
 */
export const PRERENDERED_FORM_PAGES = ['/login', '/signup', '/forgot-password', '/request'] as const;
