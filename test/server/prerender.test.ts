import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PAGE_DATA_ID } from '@shared/api/firstScreen';
import { withPrerendered } from '@server/lib/prerenderer';
import { buildTestApp, type TestApp } from '@test/server/testApp';

// How the server uses the client build's prerendering (decision 027). The build itself is rendered
// in test/client/app/prerender.test.tsx; here a small stand-in module in its place says what it was
// asked, so that the test sees which pages are prerendered, from what, and what happens on failure.

const INDEX = '<!doctype html><html><head><title>t</title></head><body><div id=root></div></body></html>';

/** Renders the page's path, the reads it was given and a count of renders; fails for /about. */
const STAND_IN = `
let renders = 0;
exports.prerender = async ({ pathname, data }) => {
  if (pathname === '/about') throw new Error('The about page cannot be rendered');
  renders += 1;
  const reads = data.reads.map((r) => r.path).join(',');
  return {
    html: '<main data-page="' + pathname + '" data-render="' + renders + '">' + reads + '</main>',
    head: '<style data-emotion="css test">.test{}</style>',
  };
};
`;

const ROOT = /<div id="?root"?>(.*?)<\/div>/;

describe('prerendered pages', () => {
  let t: TestApp;
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'srv-prerender-'));
    mkdirSync(path.join(dir, 'public'));
    mkdirSync(path.join(dir, 'prerender'));
    writeFileSync(path.join(dir, 'public', 'index.html'), INDEX);
    writeFileSync(path.join(dir, 'prerender', 'prerender.js'), STAND_IN);
    t = await buildTestApp({ staticDir: path.join(dir, 'public') });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const page = async (url: string) => {
    const response = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(200);
    return response.body;
  };
  const root = (html: string) => ROOT.exec(html)?.[1] ?? null;

  it("puts a public page's markup in the root and its styles in the head, with its data", async () => {
    const html = await page('/services');
    expect(root(html)).toMatch(
      /^<main data-page="\/services" data-render="\d+">\/sitesettings,\/services<\/main>$/,
    );
    expect(html).toContain('<style data-emotion="css test">.test{}</style></head>');
    // The browser prepares its store from the same answers before it hydrates.
    expect(html).toContain(`id="${PAGE_DATA_ID}"`);
  });

  it('keeps a rendered page while its answers do not change', async () => {
    const first = root(await page('/consultants'));
    expect(root(await page('/consultants'))).toBe(first);
    expect(root(await page('/consultants/'))).toBe(first);
  });

  it('renders each page of the same reads apart', async () => {
    expect(root(await page('/login'))).toContain('data-page="/login"');
    expect(root(await page('/signup'))).toContain('data-page="/signup"');
  });

  it('leaves signed-in pages and unknown addresses to the browser', async () => {
    expect(root(await page('/dashboard'))).toBe('');
    expect(root(await page('/projects/1'))).toBe('');
    expect(root(await page('/no-such-page'))).toBe('');
  });

  it('leaves a page to the browser when one of its reads was not answered', async () => {
    const html = await page('/services/no-such-service');
    expect(root(html)).toBe('');
    expect(html).toContain(`id="${PAGE_DATA_ID}"`);
  });

  it('sends the page unrendered, with its data, when rendering fails', async () => {
    const html = await page('/about');
    expect(root(html)).toBe('');
    expect(html).not.toContain('data-emotion');
    expect(html).toContain('"path":"/aboutus"');
  });
});

describe('the prerendered markup in the page', () => {
  const page = { html: '<p>x</p>', head: '<style>p{}</style>' };

  it('fills the empty root, as written or as the build minifies it', () => {
    for (const root of ['<div id="root"></div>', '<div id=root></div>']) {
      const html = withPrerendered(`<html><head></head><body>${root}</body></html>`, page);
      expect(html).toBe(
        '<html><head><style>p{}</style></head><body><div id="root"><p>x</p></div></body></html>',
      );
    }
  });

  it('leaves a template without an empty root as it is', () => {
    const template = '<html><head></head><body><div id="app"></div></body></html>';
    expect(withPrerendered(template, page)).toBe(template);
  });
});

describe('a prerendered form posted before the app has started', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('sends the browser back to the page, without reading the body', async () => {
    for (const page of ['/login', '/signup', '/forgot-password', '/request']) {
      const response = await t.app.inject({
        method: 'POST',
        url: page,
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
        payload: 'email=someone%40example.com&password=Secret123!',
      });
      expect({ page, status: response.statusCode, location: response.headers.location }).toEqual({
        page,
        status: 303,
        location: page,
      });
      expect(response.body).toBe('');
    }
  });

  it('leaves other posts to the API rules', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/about',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'a=b',
    });
    expect(response.statusCode).toBe(404);
  });
});
