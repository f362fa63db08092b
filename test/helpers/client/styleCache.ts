import type { EmotionCache } from '@emotion/cache';
import { createBrowserStyleCache } from '@client/app/styleCache';

/**
 * The Emotion cache that the rendering helpers give the views: the browser's own (styleCache.ts),
 * made anew for each test file. In a group of files (test/groups.js) the styles of earlier files
 * would otherwise stay in the head, and every style lookup (role queries, user-event's check that an
 * element takes pointer events) would go through all their rules: a dashboard group took twice as
 * long as its files alone.
 */
let current: EmotionCache | undefined;

export function testStyleCache(): EmotionCache {
  current ??= createBrowserStyleCache();
  return current;
}

/** Removes the styles of the file before from the head; the next render starts a new cache. */
export function dropTestStyles(): void {
  current?.sheet.flush();
  current = undefined;
}
