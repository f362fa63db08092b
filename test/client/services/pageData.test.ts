import { api } from '@client/api';
import { configureApiClient } from '@client/api/client';
import { resetPageData, takePageData } from '@client/api/pageData';
import { PAGE_DATA_ID, PAGE_DATA_MAX_AGE_MS, firstScreenReads } from '@shared/api/firstScreen';
import { serveRoutes } from '@test/client/apiAdapter';

const SETTINGS = { id: 1, siteName: 'From the page' };

/** Puts a data block into the document as the server writes it. */
function embed(reads: Array<{ path: string; body: unknown }>, text = JSON.stringify({ reads })) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = PAGE_DATA_ID;
  block.textContent = text;
  document.body.append(block);
}

describe('page data in the client', () => {
  // Each test reads the page as it loads, whatever an earlier read of the process took, a second
  // after the browser started the document (jsdom's clock started with the test file, or the group).
  beforeEach(() => {
    resetPageData();
    jest.spyOn(performance, 'now').mockReturnValue(1_000);
  });
  afterEach(() => {
    document.getElementById(PAGE_DATA_ID)?.remove();
    resetPageData();
    configureApiClient({ getToken: () => null, onUnauthorized: () => undefined });
    jest.restoreAllMocks();
  });

  it("answers a visitor's first identical read from the page, once, without a request", async () => {
    embed([{ path: '/sitesettings', body: SETTINGS }]);
    const server = serveRoutes({ 'GET /sitesettings': { status: 200, data: { id: 1, siteName: 'Live' } } });
    expect(await api.siteSettings.get()).toEqual(SETTINGS);
    expect(server.keys()).toEqual([]);
    // The second read asks the server: the page's answer is used once.
    expect(await api.siteSettings.get()).toEqual({ id: 1, siteName: 'Live' });
    expect(server.keys()).toEqual(['GET /sitesettings']);
    server.restore();
  });

  it('lets a signed-in caller always ask, since their answer may differ', async () => {
    embed([{ path: '/sitesettings', body: SETTINGS }]);
    configureApiClient({ getToken: () => 'token', onUnauthorized: () => undefined });
    const server = serveRoutes({ 'GET /sitesettings': { status: 200, data: { id: 1, siteName: 'Live' } } });
    expect(await api.siteSettings.get()).toEqual({ id: 1, siteName: 'Live' });
    expect(server.keys()).toEqual(['GET /sitesettings']);
    server.restore();
  });

  it('is only for a GET of the same path without a query, and only while the page is fresh', () => {
    embed([
      { path: '/services', body: [] },
      { path: '/aboutus', body: { id: 1 } },
    ]);
    expect(takePageData('POST', '/services', undefined)).toBeUndefined();
    expect(takePageData('GET', '/services', { includeInactive: true })).toBeUndefined();
    expect(takePageData('GET', '/services/slug/x', undefined)).toBeUndefined();
    expect(takePageData('GET', '/services', { includeInactive: undefined })).toEqual({ body: [] });
    jest.spyOn(performance, 'now').mockReturnValue(PAGE_DATA_MAX_AGE_MS + 1);
    expect(takePageData('GET', '/aboutus', undefined)).toBeUndefined();
    // The page read again: at the limit it is still fresh.
    resetPageData();
    jest.spyOn(performance, 'now').mockReturnValue(PAGE_DATA_MAX_AGE_MS);
    expect(takePageData('GET', '/aboutus', undefined)).toEqual({ body: { id: 1 } });
  });

  it('costs nothing but the saved calls when the block is missing or damaged', () => {
    expect(takePageData('GET', '/sitesettings', undefined)).toBeUndefined();
    resetPageData();
    embed([], '{"reads": [');
    expect(takePageData('GET', '/sitesettings', undefined)).toBeUndefined();
  });
});

describe('first screen reads', () => {
  it("names the public pages' reads, with each slug encoded as one segment", () => {
    expect(firstScreenReads('/')).toEqual(['/sitesettings', '/homepage', '/services', '/consultants']);
    expect(firstScreenReads('/services/')).toEqual(['/sitesettings', '/services']);
    expect(firstScreenReads('/consultants/a%20b')).toEqual(['/sitesettings', '/consultants/slug/a%20b']);
    expect(firstScreenReads('/consultants/a%2Fb')).toEqual(['/sitesettings', '/consultants/slug/a%2Fb']);
    expect(firstScreenReads('/services/%E0%A4%A')).toEqual(['/sitesettings']);
    expect(firstScreenReads('/consultants/1/projects')).toEqual(['/sitesettings']);
    expect(firstScreenReads('/qa/frame')).toEqual([]);
  });
});
