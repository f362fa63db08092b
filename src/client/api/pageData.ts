import { PAGE_DATA_ID, PAGE_DATA_MAX_AGE_MS, type PageData } from '@shared/api/firstScreen';

// The answers the server embedded in the page for the first screen (docs/requirements.md#performance).
// Each one stands in for the first identical call, once, and only while the page is fresh.

let reads: Map<string, unknown> | null = null;
/** When the page was requested, on performance.now()'s clock: this document's start in a browser. */
let requestedAt = 0;
/** Prerendering on the server: every call is answered from the page's data, or not at all. */
let only = false;

const isPageData = (v: unknown): v is PageData =>
  typeof v === 'object' && v !== null && Array.isArray((v as PageData).reads);

function readBlock(): Map<string, unknown> {
  const found = new Map<string, unknown>();
  const block = typeof document === 'undefined' ? null : document.getElementById(PAGE_DATA_ID);
  if (!block?.textContent) return found;
  try {
    const data: unknown = JSON.parse(block.textContent);
    if (isPageData(data)) for (const read of data.reads) found.set(read.path, read.body);
  } catch {
    // A damaged block only costs the calls it would have saved.
  }
  return found;
}

/** How long ago the page was requested, by the browser's own clock for this document. */
const pageAge = (): number => (typeof performance === 'undefined' ? 0 : performance.now() - requestedAt);

/**
 * The embedded answer of a GET of this path without a query, taken (a second call goes out), or
 * undefined. Paths are compared as the client builds them, relative to the API prefix.
 */
export function takePageData(method: string, path: string, query: unknown): { body: unknown } | undefined {
  if (method !== 'GET' || hasValues(query)) return undefined;
  reads ??= readBlock();
  if (!reads.has(path)) return undefined;
  const body = reads.get(path);
  reads.delete(path);
  return pageAge() <= PAGE_DATA_MAX_AGE_MS ? { body } : undefined;
}

const hasValues = (query: unknown): boolean =>
  typeof query === 'object' && query !== null && Object.values(query).some((v) => v !== undefined);

/** Forgets what was read (tests, which change the document between cases). */
export function resetPageData(): void {
  reads = null;
  requestedAt = 0;
  only = false;
}

/**
 * Prerendering a page on the server (app/prerender.tsx): the page's data is given, not read from a
 * document, and a call it does not answer stays pending, as the browser's own call would still be
 * when the page hydrates: the view shows its loading state on both sides.
 */
export function servePageDataOnly(data: PageData): void {
  reads = new Map(data.reads.map((read) => [read.path, read.body]));
  requestedAt = typeof performance === 'undefined' ? 0 : performance.now();
  only = true;
}

/** True while prerendering: the network is never asked. */
export const pageDataOnly = (): boolean => only;
