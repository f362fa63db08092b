// Frozen: the slug rule as migration 003 gave existing consultants their slugs. The live rule
// (lib/slugs.ts) may change; rows written by this migration must not depend on it.

const MAX_SLUG = 80;

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

function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[ıøæœßđł&]/g, (c) => ` ${SPECIAL[c]} `)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_SLUG)
    .replace(/-+$/g, '');
}

/** The slug itself when free, else the first free `slug-2`, `slug-3`… */
export function uniqueSlug(base: string, fallback: string, taken: ReadonlySet<string>): string {
  const root = slugify(base) || fallback;
  for (let n = 1; ; n += 1) {
    const candidate = n === 1 ? root : `${root.slice(0, MAX_SLUG - String(n).length - 1)}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}
