import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';

/** The content codings a kept answer is sent in, besides none, in the order they are preferred. */
export type ContentCoding = 'br' | 'gzip';

/** Smaller answers are sent as they are: compressing them saves a few hundred bytes at most. */
export const MIN_COMPRESSED_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * Brotli at quality 9 and gzip at level 6, once per kept body (an API answer, or a page with its data,
 * plugins/pageData.ts) and in Node's thread pool: the consultant directory's 420 KB answer comes to
 * about 12 KB of brotli (docs/performance.md#api).
 */
const compress: Record<ContentCoding, (body: Buffer) => Promise<Buffer>> = {
  br: (body) =>
    brotli(body, {
      params: {
        [zlib.BROTLI_PARAM_QUALITY]: 9,
        [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
        [zlib.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  gzip: (body) => gzipped(body, { level: 6 }),
};

/** Accept-Encoding values seen, with the coding each asks for: browsers send a handful of values. */
const accepted = new Map<string, ContentCoding | null>();
const ACCEPTED_KEPT = 64;

function parse(header: string): ContentCoding | null {
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...parameters] = part.split(';').map((s) => s.trim().toLowerCase());
    if (!name) continue;
    const q = parameters.find((p) => p.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name, Number.isNaN(weight) ? 0 : weight);
  }
  const weightOf = (coding: ContentCoding) => weights.get(coding) ?? weights.get('*') ?? 0;
  let best: ContentCoding | null = null;
  for (const coding of ['br', 'gzip'] as const) {
    if (weightOf(coding) > 0 && (best === null || weightOf(coding) > weightOf(best))) best = coding;
  }
  return best;
}

/**
 * The coding to send for a request's Accept-Encoding (RFC 9110, 12.5.3): the acceptable one of
 * highest weight, brotli first among equals; none when neither is acceptable or the header is absent.
 */
export function acceptedCoding(header: string | string[] | undefined): ContentCoding | null {
  if (header === undefined) return null;
  const value = Array.isArray(header) ? header.join(',') : header;
  let coding = accepted.get(value);
  if (coding === undefined) {
    coding = parse(value);
    if (accepted.size >= ACCEPTED_KEPT) accepted.delete(accepted.keys().next().value as string);
    accepted.set(value, coding);
  }
  return coding;
}

/**
 * The ETag of the body in a coding: a representation of its own (RFC 9110, 8.8.3), so it differs
 * from the body's and from the other coding's; the same bytes always get the same tag.
 */
export function codedEtag(etag: string, coding: ContentCoding): string {
  return `${etag.slice(0, -1)}-${coding}"`;
}

/** What a kept body needs to be sent compressed: its bytes, and a place for their compressed forms. */
export interface Compressible {
  body: Buffer;
  coded?: Partial<Record<ContentCoding, Promise<Buffer>>>;
}

/**
 * The body in a coding, compressed on the first request that asks for it and kept beside the body
 * from then on; a failed compression is not kept.
 */
export function coded(kept: Compressible, coding: ContentCoding): Promise<Buffer> {
  kept.coded ??= {};
  let bytes = kept.coded[coding];
  if (!bytes) {
    const made = compress[coding](kept.body);
    kept.coded[coding] = bytes = made;
    made.catch(() => {
      if (kept.coded?.[coding] === made) delete kept.coded[coding];
    });
  }
  return bytes;
}
