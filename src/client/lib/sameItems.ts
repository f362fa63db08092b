/** Same items in the same order. */
export function sameItems<T>(a: readonly T[], b: readonly T[]): boolean {
  return a === b || (a.length === b.length && a.every((item, i) => item === b[i]));
}

/**
 * Options of a derived list's selector: an answer with the same items keeps its last identity, so
 * that the selectors and views built on it neither recompute nor render again
 * (docs/performance.md#client).
 */
export const keepSameList = { memoizeOptions: { resultEqualityCheck: sameItems } };
