import { slugify } from '@server/lib/slugs';

describe('slugify', () => {
  it.each([
    ['Deniz Yıldız', 'deniz-yildiz'],
    ['Ayşe Güneş', 'ayse-gunes'],
    ['Søren Læssøe', 'soren-laessoe'],
    ['Data & Analytics', 'data-and-analytics'],
    ['R&D', 'r-and-d'],
    ['Straße', 'strasse'],
    ['  --Cloud   Migration--  ', 'cloud-migration'],
  ])('%s → %s', (text, slug) => {
    expect(slugify(text)).toBe(slug);
  });
});
