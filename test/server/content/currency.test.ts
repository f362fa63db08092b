import { buildTestApp, type TestApp } from '@test/server/testApp';

describe('currency', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url: `/api/currency${url}` });

  it('lists the seeded currencies to anyone', async () => {
    const res = await get('');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { id: expect.any(Number), code: 'TRY', symbol: '₺', name: 'Turkish Lira' },
      { id: expect.any(Number), code: 'USD', symbol: '$', name: 'US Dollar' },
      { id: expect.any(Number), code: 'EUR', symbol: '€', name: 'Euro' },
      { id: expect.any(Number), code: 'GBP', symbol: '£', name: 'British Pound' },
    ]);
  });

  it('reads one currency by id', async () => {
    const [, usd] = (await get('')).json();
    expect((await get(`/${usd.id}`)).json()).toEqual(usd);
    expect((await get('/999999')).statusCode).toBe(404);
    expect((await get('/abc')).statusCode).toBe(400);
  });

  it('describes seeded and unseeded codes, in any case', async () => {
    expect((await get('/info/try')).json()).toEqual({
      code: 'TRY',
      symbol: '₺',
      name: 'Turkish Lira',
      decimalDigits: 2,
    });
    expect((await get('/info/JPY')).json()).toEqual({
      code: 'JPY',
      symbol: '¥',
      name: 'Japanese Yen',
      decimalDigits: 0,
    });
    expect((await get('/info/kwd')).json()).toMatchObject({ code: 'KWD', decimalDigits: 3 });
    expect((await get('/info/ABC')).statusCode).toBe(404);
    expect((await get('/info/dollar')).statusCode).toBe(404);
  });

  it.each([
    ['USD', true],
    ['usd', true],
    ['Eur', true],
    ['CHF', true],
    ['try', true],
    ['ABC', false],
    ['XYZ', false],
    ['US', false],
    ['USDX', false],
    ['12$', false],
  ])('validates %s as %s', async (code, isValid) => {
    const res = await get(`/validate/${encodeURIComponent(code)}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ isValid });
  });

  it('offers every accepted code, the site’s own first', async () => {
    const res = await get('/available');
    expect(res.statusCode).toBe(200);
    const { currencies } = res.json();
    expect(currencies.slice(0, 4).map((c: { code: string }) => c.code)).toEqual(['TRY', 'USD', 'EUR', 'GBP']);
    expect(currencies).toHaveLength(Intl.supportedValuesOf('currency').length);
    expect(currencies).toContainEqual({ code: 'JPY', symbol: '¥', name: 'Japanese Yen', decimalDigits: 0 });
    expect(new Set(currencies.map((c: { code: string }) => c.code)).size).toBe(currencies.length);
  });
});
