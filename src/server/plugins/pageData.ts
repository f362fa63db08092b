import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { firstScreenReads, isPrerenderedPage, PAGE_DATA_ID } from '../../shared/api/firstScreen';
import type { Prerender } from '../../shared/prerender';
import { withPrerendered } from '../lib/prerenderer';
import { API_PREFIX } from '../../shared/api/routes';
import { VersionedCache } from '../lib/versionedCache';
import { acceptedCoding, coded, codedEtag, type Compressible } from '../lib/contentCoding';
import { etagOf, matchesEtag } from './cacheControl';

// The page with its first screen's data (docs/requirements.md#performance, decision 025): the server
// answers the visitor's first reads itself, through the same routes, schemas and serialisers as the
// API, and embeds the answers in index.html as a JSON data block. A data block is not a script, so
// the Content-Security-Policy stays `script-src 'self'`.

/** A larger answer (a directory of a thousand consultants) is left to the client to fetch. */
export const MAX_EMBEDDED_BYTES = 128 * 1024;
/** Rendered pages kept, one per distinct list of reads (each slug is one). */
const MEMO_PAGES = 256;

/** A page's HTML as UTF-8 bytes, with its compressed forms kept beside it (lib/contentCoding.ts). */
interface Rendered extends Compressible {
  etag: string;
}

interface Answer {
  path: string;
  payload: string;
}

/**
 * The data block of a page. Every `<` is written as `\u003c` (the same character to JSON), so that no
 * text in an answer can close the element or open a comment.
 */
export function dataBlock(answers: readonly Answer[]): string {
  const reads = answers.map((a) => `{"path":${JSON.stringify(a.path)},"body":${a.payload}}`).join(',');
  const json = `{"reads":[${reads}]}`.replace(/</g, '\\u003c');
  return `<script type="application/json" id="${PAGE_DATA_ID}">${json}</script>`;
}

/** The template with the block as the last element of the body (the scripts are deferred). */
export function withDataBlock(template: string, block: string): string {
  const end = template.lastIndexOf('</body>');
  return end === -1 ? template + block : template.slice(0, end) + block + template.slice(end);
}

export interface PageRenderer {
  /** Sends index.html for this page with its data, revalidated by ETag and compressed if accepted. */
  send(request: FastifyRequest, reply: FastifyReply, template: string): Promise<FastifyReply>;
}

/**
 * Pages are sent with their first screen's data and, given the client build's prerender (decision
 * 027), a public page with its HTML rendered from that data.
 */
export function createPageRenderer(app: FastifyInstance, prerender: Prerender | null = null): PageRenderer {
  const memo = new VersionedCache<Rendered>(MEMO_PAGES);

  /** The anonymous answers of the page's reads; a refusal, an error or a large answer is left out. */
  async function answersOf(pathname: string): Promise<Answer[]> {
    const answers = await Promise.all(
      firstScreenReads(pathname).map(async (path): Promise<Answer | null> => {
        const response = await app.inject({
          method: 'GET',
          url: `${API_PREFIX}${path}`,
          headers: { accept: 'application/json' },
        });
        const fits = response.statusCode === 200 && response.rawPayload.length <= MAX_EMBEDDED_BYTES;
        return fits ? { path, payload: response.payload } : null;
      }),
    );
    return answers.filter((a): a is Answer => a !== null);
  }

  /** The page's HTML rendered from its answers, or the template as it is when that fails. */
  async function prerendered(pathname: string, template: string, answers: Answer[]): Promise<string> {
    if (!prerender) return template;
    try {
      const reads = answers.map((a) => ({ path: a.path, body: JSON.parse(a.payload) as unknown }));
      return withPrerendered(template, await prerender({ pathname, data: { reads } }));
    } catch (error) {
      app.log.error({ err: error, page: pathname }, 'The page could not be prerendered');
      return template;
    }
  }

  async function render(pathname: string, template: string): Promise<Rendered> {
    const answers = await answersOf(pathname);
    // Only a page whose every read was answered is prerendered: what the browser would still fetch
    // could not be rendered the same on both sides.
    const page = pathname.replace(/\/+$/, '') || '/';
    const prerenders =
      prerender !== null && isPrerenderedPage(page) && answers.length === firstScreenReads(page).length;
    // Equal answers in an equal template make an equal page: kept per list of reads, or per page
    // when the page's markup is in it.
    const source = template + answers.map((a) => a.payload).join('\u0000');
    const key = prerenders ? `page ${page}` : answers.map((a) => a.path).join(' ');
    return memo.get(key, source, async () => {
      const withMarkup = prerenders ? await prerendered(page, template, answers) : template;
      const html = answers.length === 0 ? withMarkup : withDataBlock(withMarkup, dataBlock(answers));
      return { body: Buffer.from(html), etag: etagOf(html) };
    });
  }

  return {
    async send(request, reply, template) {
      const pathname = (request.raw.url ?? '/').split(/[?#]/, 1)[0];
      const page = await render(pathname, template);
      // Each coding is a representation of its own, with its own ETag (RFC 9110, 8.8.3).
      const coding = acceptedCoding(request.headers['accept-encoding']);
      const etag = coding ? codedEtag(page.etag, coding) : page.etag;
      reply
        .header('Cache-Control', 'no-cache')
        .header('ETag', etag)
        .header('Vary', 'Accept-Encoding')
        .type('text/html; charset=utf-8');
      if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
      if (!coding) return reply.send(page.body);
      return reply.header('Content-Encoding', coding).send(await coded(page, coding));
    },
  };
}
