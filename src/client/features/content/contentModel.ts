import type {
  AboutUsDto,
  AboutUsImage as AboutUsImageDto,
  AboutUsInput as AboutUsBody,
} from '@shared/contracts/aboutUs';
import type { HomePageInfoDto, HomePageInput, HomePageStats } from '@shared/contracts/homepage';

/** About-us and homepage content as the client keeps it (SUPPLEMENT section 3). */
export type AboutUsImage = Omit<AboutUsImageDto, 'displayOrder'>;
export type AboutUs = Omit<AboutUsDto, 'images' | 'updatedAt'> & { images: AboutUsImage[] };
export type HomepageStats = HomePageStats;
export type HomepageInfo = Omit<HomePageInfoDto, 'updatedAt'>;

/** The bodies of POST and PUT: the client always sends every field. */
export type AboutUsInput = Required<AboutUsBody>;
export type HomepageInput = HomePageInput & Omit<HomepageInfo, 'id'>;

type Raw = Record<string, unknown>;
const str = (v: unknown): string => (typeof v === 'string' ? v : '');
const num = (v: unknown): number => {
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  return typeof n === 'number' && Number.isFinite(n) ? n : 0;
};
/** One object: a list answer gives its first row, an empty answer none. */
const row = (raw: unknown): Raw | null => {
  const r: unknown = Array.isArray(raw) ? raw[0] : raw;
  return r && typeof r === 'object' ? (r as Raw) : null;
};

export function normalizeAboutUsImage(raw: unknown): AboutUsImage | null {
  const r = row(raw);
  if (!r || typeof r.url !== 'string') return null;
  return { id: num(r.id), url: r.url, caption: str(r.caption) };
}

export function normalizeAboutUs(raw: unknown): AboutUs | null {
  const r = row(raw);
  if (!r) return null;
  const images = Array.isArray(r.images)
    ? r.images.map(normalizeAboutUsImage).filter((i): i is AboutUsImage => i !== null)
    : [];
  return {
    id: num(r.id),
    title: str(r.title),
    content: str(r.content),
    mission: str(r.mission),
    vision: str(r.vision),
    values: str(r.values),
    images,
  };
}

export function normalizeHomepage(raw: unknown): HomepageInfo | null {
  const r = row(raw);
  if (!r) return null;
  // Stats nest under `stats`; a flat row carries them beside the hero fields.
  const s = (r.stats && typeof r.stats === 'object' ? r.stats : r) as Raw;
  return {
    id: num(r.id),
    heroTitle: str(r.heroTitle),
    heroSubtitle: str(r.heroSubtitle),
    heroImageUrl: str(r.heroImageUrl),
    ctaText: str(r.ctaText),
    ctaLink: str(r.ctaLink),
    stats: {
      yearsInBusiness: num(s.yearsInBusiness),
      projectsCompleted: num(s.projectsCompleted),
      clientsServed: num(s.clientsServed),
      consultantsCount: num(s.consultantsCount),
    },
  };
}
