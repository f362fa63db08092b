const MAX_SLUG = 80;

// Letters that Unicode decomposition leaves alone; the rest (ş, ğ, ü, é…) lose their marks via NFKD.
const SPECIAL: Record<string, string> = {
  ı: 'i',
  ø: 'o',
  æ: 'ae',
  œ: 'oe',
  ß: 'ss',
  đ: 'd',
  ł: 'l',
  '&': 'and',
};

/** 'Data & Analytics' → 'data-and-analytics'; Turkish and accented letters become plain ASCII. */
export function slugify(text: string): string {
  return (
    text
      .toLowerCase()
      // A letter stays inside its word ('yıldız' → 'yildiz'); '&' becomes a word of its own.
      .replace(/[ıøæœßđł&]/g, (c) => (c === '&' ? ` ${SPECIAL[c]} ` : SPECIAL[c]))
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, MAX_SLUG)
      .replace(/-+$/g, '')
  );
}

/** The slug itself when free, else the first free `slug-2`, `slug-3`… */
export async function uniqueSlug(
  base: string,
  fallback: string,
  isTaken: (slug: string) => Promise<boolean>,
): Promise<string> {
  const root = slugify(base) || fallback;
  for (let n = 1; ; n += 1) {
    const candidate = n === 1 ? root : `${root.slice(0, MAX_SLUG - String(n).length - 1)}-${n}`;
    if (!(await isTaken(candidate))) return candidate;
  }
}
