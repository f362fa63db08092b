import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PRERENDERED_FORM_PAGES } from '../../shared/api/firstScreen';
import { DEVTOOLS_META } from '../../shared/devTools';
import { MSG } from '../../shared/messages';
import { ensurePrivateDirSync } from '../lib/privateFiles';
import { createPageRenderer } from './pageData';
import { loadPrerenderer } from '../lib/prerenderer';
import { FRAMED_BY_OWN_PAGES_HEADERS } from './security';
import { named } from './named';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const NOT_BUILT = 'Client not built: run npm run build';
// Paths the SPA never owns: a miss there is a real 404, not a client-side route.
const SERVER_PREFIXES = ['/api', '/hubs', '/uploads'];

/** The QA replay view's frame: the one page that this origin's own pages may frame. */
const QA_FRAME_PAGE = '/qa/frame';

const ownedByServer = (url: string): boolean =>
  SERVER_PREFIXES.some((p) => url === p || url.startsWith(`${p}/`) || url.startsWith(`${p}?`));

function cacheHeaders(reply: FastifyReply, filePath: string): void {
  const logical = filePath.replace(/\.(br|gz)$/, '');
  const relative = logical.split(path.sep).join('/');
  if (/(^|\/)assets\//.test(relative)) reply.header('Cache-Control', IMMUTABLE);
  else if (path.basename(logical) === 'index.html') reply.header('Cache-Control', 'no-cache');
}

function wantsHtml(request: FastifyRequest): boolean {
  const accept = request.headers.accept ?? '';
  return accept.includes('text/html');
}

/** '/consultants/jane-doe' is a page; '/favicon.ico' or '/assets/x.js' is a file. */
function looksLikeFile(url: string): boolean {
  const pathname = url.split(/[?#]/, 1)[0];
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  return /\.[^.]+$/.test(last);
}

/**
 * A page is any GET or HEAD for a path that is not a file. The Accept header does not decide it:
 * curl, link checkers, monitors and `fetch` accept any type, and a deep link must still open the app.
 * A browser asking for HTML gets the page even for a dotted path (a slug such as 'jane.doe').
 */
function isPageRequest(request: FastifyRequest, url: string): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  return !looksLikeFile(url) || wantsHtml(request);
}

function sendApiNotFound(reply: FastifyReply): FastifyReply {
  return reply.code(404).type('application/json; charset=utf-8').send({ message: MSG.notFound });
}

/**
 * The page that lets the client connect to the Redux DevTools extension (CLIENT_DEVTOOLS, decision
 * 040): the template with the setting's element at the end of its head. A template without a head
 * is left as it is, and its page leaves DevTools off.
 */
export function withDevToolsAllowed(template: string): string {
  const end = template.indexOf('</head>');
  return end === -1 ? template : template.slice(0, end) + DEVTOOLS_META + template.slice(end);
}

/**
 * The built SPA's files (with the .br/.gz files webpack writes), uploads under `/uploads/`, and the
 * pages: a page request outside the server's own prefixes gets index.html with the page's first data
 * (pageData.ts), so that client-side routes survive a reload.
 */
export async function registerStatic(app: FastifyInstance): Promise<void> {
  const { staticDir, dataDir, clientDevTools } = app.appConfig;
  const uploadsDir = path.join(dataDir, 'uploads');
  // Owner-only: the server reads the files and serves them itself.
  ensurePrivateDirSync(uploadsDir, { tighten: true });
  const indexFile = path.join(staticDir, 'index.html');

  await app.register(fastifyStatic, {
    root: uploadsDir,
    prefix: '/uploads/',
    decorateReply: true,
    index: false,
    // Upload names are generated; a directory listing or dotfile is never meant to be served.
    dotfiles: 'deny',
  });

  if (existsSync(staticDir)) {
    await app.register(fastifyStatic, {
      root: staticDir,
      prefix: '/',
      decorateReply: false,
      preCompressed: true,
      setHeaders: cacheHeaders,
      // `/` is a page (below), not the bare index.html.
      index: false,
    });
  }
  const pages = createPageRenderer(app, loadPrerenderer(staticDir));

  const sendPage = async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> => {
    // Read per request: a rebuild replaces index.html without a restart, and the file is small.
    const html = await readFile(indexFile).catch(() => null);
    if (!html) return reply.code(503).type('text/plain; charset=utf-8').send(NOT_BUILT);
    const url = request.raw.url ?? '/';
    if (url.split(/[?#]/, 1)[0].replace(/\/+$/, '') === QA_FRAME_PAGE)
      reply.headers(FRAMED_BY_OWN_PAGES_HEADERS);
    const template = html.toString('utf8');
    return pages.send(request, reply, clientDevTools ? withDevToolsAllowed(template) : template);
  };

  // `/` is a page like any other: it comes with its data, not as the bare file.
  app.get('/', { exposeHeadRoute: true }, sendPage);
  await app.register(named(registerEarlyFormPosts));
  app.setNotFoundHandler(async (request, reply) => {
    const url = request.raw.url ?? '/';
    if (ownedByServer(url.toLowerCase()) || !isPageRequest(request, url)) return sendApiNotFound(reply);
    return sendPage(request, reply);
  });
}

/**
 * A prerendered form sent before the app has taken its page over is posted by the browser itself
 * (decision 027). Its body is drained unread (it may hold a password), and the browser is sent back
 * to the page, where the app has started by then.
 */
async function registerEarlyFormPosts(forms: FastifyInstance): Promise<void> {
  // A form without an encoding is sent URL-encoded; the app's own calls never are.
  forms.addContentTypeParser('application/x-www-form-urlencoded', (_request, payload, done) => {
    payload.resume();
    done(null, undefined);
  });
  for (const page of PRERENDERED_FORM_PAGES) {
    forms.post(page, { schema: { hide: true } }, async (_request, reply) =>
      reply.code(303).header('Location', page).header('Cache-Control', 'no-store').send(),
    );
  }
}
