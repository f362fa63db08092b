import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PRERENDER_BUNDLE, type Prerender, type Prerendered } from '../../shared/prerender';

// The client build's prerendering bundle (decision 027), loaded once beside the built client. Without
// it (a server started before the client was built, the tests) pages are sent as before: the
// template with the first screen's data.

/** The bundle's render, or null when the client build has none. */
export function loadPrerenderer(staticDir: string): Prerender | null {
  const file = path.resolve(staticDir, PRERENDER_BUNDLE);
  if (!existsSync(file)) return null;
  const loaded = createRequire(__filename)(file) as { prerender?: unknown };
  return typeof loaded.prerender === 'function' ? (loaded.prerender as Prerender) : null;
}

/** The app's empty root element, as written or as the build minifies it. */
const EMPTY_ROOT = /<div id="?root"?><\/div>/;

/** The template with the prerendered styles at the end of the head and the markup in the root. */
export function withPrerendered(template: string, page: Prerendered): string {
  const root = EMPTY_ROOT.exec(template);
  const headEnd = template.indexOf('</head>');
  if (!root || headEnd === -1 || headEnd > root.index) return template;
  return (
    template.slice(0, headEnd) +
    page.head +
    template.slice(headEnd, root.index) +
    `<div id="root">${page.html}</div>` +
    template.slice(root.index + root[0].length)
  );
}
