import { MIN_COMPRESSED_BYTES, type Compressible } from './contentCoding';
import { etagOf } from './etag';

/** Entries kept per cache, least recently used out. */
export const VERSIONED_CACHE_SIZE = 32;

/**
 * Values of one read, each kept with the version of its data that it was computed at: a counter in
 * `content_versions` that the database raises in the same transaction as every write behind it
 * (migration 012). A value is reused while the counter has not moved; any write, from this process
 * or another, makes the next read compute it again (docs/decisions/026-kept-answers.md).
 *
 * The counter must be read before the data: a value is then never older than the version it is
 * kept under (a write between the two reads only makes it newer, and the next read computes it
 * again).
 */
export class VersionedCache<T> {
  private readonly entries = new Map<string, { version: string; value: Promise<T> }>();

  constructor(private readonly size: number = VERSIONED_CACHE_SIZE) {}

  /**
   * The value for `key` at `version`, computed with `compute` unless it is kept. Reads that arrive
   * while it is being computed wait for that computation instead of starting their own; one that
   * fails is not kept.
   */
  get(key: string, version: string, compute: () => Promise<T>): Promise<T> {
    const kept = this.entries.get(key);
    if (kept && kept.version === version) {
      // Re-inserting moves it to the end: the Map's order is the order of last use.
      this.entries.delete(key);
      this.entries.set(key, kept);
      return kept.value;
    }
    const entry = { version, value: compute() };
    this.entries.delete(key);
    this.entries.set(key, entry);
    if (this.entries.size > this.size) this.entries.delete(this.entries.keys().next().value as string);
    entry.value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    return entry.value;
  }

  /** How many values are kept. */
  get count(): number {
    return this.entries.size;
  }
}

/**
 * A serialized answer with its ETag. The body is kept as UTF-8 bytes: a string of hundreds of
 * kilobytes would be measured and encoded again for every answer. Its compressed forms are kept
 * beside it once a request has asked for them (lib/contentCoding.ts).
 */
export interface KeptBody extends Compressible {
  etag: string;
  /**
   * The body as text too when it is sent as it is (below the size worth compressing): Node writes a
   * text body with its headers in one piece, bytes in a second one (docs/performance.md#api).
   */
  text?: string;
}

export function keptBody(text: string): KeptBody {
  const body = Buffer.from(text, 'utf8');
  return { body, etag: etagOf(body), ...(body.length < MIN_COMPRESSED_BYTES ? { text } : {}) };
}
