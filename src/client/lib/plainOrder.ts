// Alphabetical order worked out by hand for the public pages. The first comparison a page makes through
// the browser's collator (`localeCompare`, `Intl.Collator`) costs about 16 ms of main thread on this
// machine, as the browser loads its collation data, four times that on a phone (docs/performance.md).

const COMBINING_MARKS = /\p{M}/gu;

/** What a reader sorts a name by: its letters, accents and case set aside. */
function sortingLetters(text: string): string {
  return text.normalize('NFD').replace(COMBINING_MARKS, '').toLowerCase();
}

/**
 * Compares two names as English collation orders text in Latin script: by their letters first,
 * whatever their accents and case (so `Émile` comes between `Eli` and `Eva`, and `apple` before
 * `Banana`); with spaces, hyphens and digits before letters. Names with the same letters, told
 * apart only by accents or case, are left to the collator.
 */
export function compareNames(a: string, b: string): number {
  if (a === b) return 0;
  const left = sortingLetters(a);
  const right = sortingLetters(b);
  if (left !== right) return left < right ? -1 : 1;
  return a.localeCompare(b);
}
