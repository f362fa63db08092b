/**
 * @jest-environment node
 */
import { prerender } from '@client/app/prerender';
import { resetPageData } from '@client/api/pageData';
import type { PageData } from '@shared/api/firstScreen';

// The server's prerendering of a public page (decision 027), run on the app's own source in Node, as
// the server runs its build.

const SETTINGS = { id: 1, siteName: 'Prerendered Consulting', companyName: 'Prerendered Ltd.' };

const service = (id: number, title: string) => ({
  id,
  slug: title.toLowerCase().replace(/ /g, '-'),
  title,
  shortDescription: `What ${title} does.`,
  description: `${title} in full.`,
  icon: 'AutoAwesome',
  imageUrl: '',
  isActive: true,
  displayOrder: id,
  features: [{ id: 1, name: `${title} feature`, description: '' }],
  benefits: [{ id: 1, name: `${title} benefit`, description: '' }],
  createdAt: '2026-11-26T12:00:00.000Z',
  updatedAt: '2026-11-26T12:00:00.000Z',
});

const data = (reads: PageData['reads']): PageData => ({ reads });
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('prerendering a public page', () => {
  afterEach(() => resetPageData());

  it("renders the page's content from its embedded answers, in one piece and with its styles", async () => {
    // Enough of them for a page of tens of kilobytes, past which React would otherwise send parts apart.
    const services = [
      service(1, 'Cloud Migration'),
      service(2, 'Data Analytics'),
      ...Array.from({ length: 40 }, (_, i) => service(3 + i, `Area ${i + 1}`)),
    ];
    const page = await prerender({
      pathname: '/services',
      data: data([
        { path: '/sitesettings', body: SETTINGS },
        { path: '/services', body: services },
      ]),
    });
    const shown = text(page.html);
    expect(shown).toContain('Prerendered Consulting');
    expect(shown).toContain('Cloud Migration');
    expect(shown).toContain('What Data Analytics does.');
    expect(shown).toContain('Area 40');
    expect(page.html.length).toBeGreaterThan(20_000);
    // Each service's icon, a chunk of its own, is loaded before the render: its drawing is in the markup.
    expect(page.html.match(/<svg[^>]*data-testid="AutoAwesomeIcon"[^>]*><path d="/g)).toHaveLength(42);
    // No part is sent apart: that would need an inline script, which the CSP refuses.
    expect(page.html).not.toContain('<script');
    expect(page.html).not.toContain('<!--$?-->');
    // The global styles each in the element Emotion's global style takes over, marked (`data-s`) as in
    // its place; the class styles in one element, by an attribute of the app's own that no Emotion
    // cache moves (styleCache.ts).
    expect(page.head).toMatch(/^<style data-emotion="css-global [\w-]+" data-s="">/);
    expect(page.head).toMatch(/<style data-emotion-classes="[\w-]+( [\w-]+)*">[^<]*<\/style>$/);
    expect(page.head.match(/<style data-emotion="/g)).toHaveLength(
      page.head.match(/ data-s="">/g)?.length ?? 0,
    );
    expect(page.head).not.toContain('data-emotion="css ');
    // Only the prefixes current browsers need.
    expect(page.head).toContain('display:flex;');
    expect(page.head).not.toMatch(/-ms-flex|-webkit-box|@-webkit-keyframes/);
    for (const [, name] of page.html.matchAll(/class="[^"]*\bcss-([\w]+)/g)) {
      expect(page.head).toContain(name);
    }
  });

  it('marks the bar, the page and the footer as boundaries that the browser hydrates in parts', async () => {
    const page = await prerender({
      pathname: '/services',
      data: data([
        { path: '/sitesettings', body: SETTINGS },
        { path: '/services', body: [service(1, 'Cloud Migration')] },
      ]),
    });
    // React leaves each completed boundary (`<!--$-->…<!--/$-->`) to a later pass of its own.
    expect(page.html).toMatch(/^<div[^>]*><!--\$--><header\b/);
    expect(page.html).toMatch(/<main\b[^>]*><!--\$-->/);
    expect(page.html).toMatch(/<!--\$--><footer\b/);
    expect(page.html.match(/<!--\$-->/g)?.length).toBe(page.html.match(/<!--\/\$-->/g)?.length);
  });

  it('shows the loading state for what the embedded answers leave out, as the browser will', async () => {
    const page = await prerender({
      pathname: '/services/cloud-migration',
      data: data([{ path: '/sitesettings', body: SETTINGS }]),
    });
    expect(text(page.html)).toContain('Prerendered Consulting');
    expect(text(page.html)).not.toContain('Cloud Migration');
    expect(page.html).toContain('aria-label="Loading"');
  });

  it('renders one page at a time, each from its own answers', async () => {
    const [first, second] = await Promise.all([
      prerender({
        pathname: '/services',
        data: data([
          { path: '/sitesettings', body: SETTINGS },
          { path: '/services', body: [service(1, 'Only Here')] },
        ]),
      }),
      prerender({
        pathname: '/services',
        data: data([
          { path: '/sitesettings', body: { ...SETTINGS, siteName: 'Second Site' } },
          { path: '/services', body: [service(1, 'Only There')] },
        ]),
      }),
    ]);
    expect(text(first.html)).toContain('Only Here');
    expect(text(first.html)).not.toContain('Only There');
    expect(text(second.html)).toContain('Only There');
    expect(text(second.html)).toContain('Second Site');
  });

  it('renders the sign-in form, which reads nothing of its own', async () => {
    const page = await prerender({
      pathname: '/login',
      data: data([{ path: '/sitesettings', body: SETTINGS }]),
    });
    expect(page.html).toMatch(/<input[^>]*type="password"/);
    expect(page.html).not.toContain('<script');
  });
});
