import type * as CurrenciesModule from '@server/services/site/currencies';

// The currency rules alone, each test with a fresh copy of the module: its descriptions are kept for
// the life of the process, so a test that shared them would read what an earlier test (or another
// file of its group) described, and a wrong description would go unseen.
const fresh = (): typeof CurrenciesModule => {
  let loaded: typeof CurrenciesModule | undefined;
  jest.isolateModules(() => {
    loaded = jest.requireActual<typeof CurrenciesModule>('@server/services/site/currencies');
  });
  if (!loaded) throw new Error('the currencies module did not load');
  return loaded;
};

const OWN = [
  { id: 1, code: 'TRY', symbol: 'TL', name: 'Lira of the site' },
  { id: 2, code: 'USD', symbol: 'US$', name: 'Dollar of the site' },
];

describe('currency rules', () => {
  it.each([
    ['usd', 'USD'],
    [' eur ', 'EUR'],
    ['Jpy', 'JPY'],
    ['CHF', 'CHF'],
    ['ABC', null],
    ['US', null],
    ['USDX', null],
    ['xusd', null],
    ['12$', null],
    ['', null],
  ])('normalises %j to %j', (code, expected) => {
    expect(fresh().normaliseCurrency(code)).toBe(expected);
  });

  it.each([
    ['EUR', { code: 'EUR', symbol: '€', name: 'Euro', decimalDigits: 2 }],
    ['JPY', { code: 'JPY', symbol: '¥', name: 'Japanese Yen', decimalDigits: 0 }],
    ['KWD', { code: 'KWD', symbol: 'KWD', name: 'Kuwaiti Dinar', decimalDigits: 3 }],
    ['GBP', { code: 'GBP', symbol: '£', name: 'British Pound', decimalDigits: 2 }],
  ])('describes %s by its narrow symbol, English name and minor digits', (code, expected) => {
    expect(fresh().intlCurrencyInfo(code)).toEqual(expected);
  });

  it('describes a code once and answers later asks from what it kept', () => {
    const { intlCurrencyInfo } = fresh();
    const first = intlCurrencyInfo('EUR');
    expect(intlCurrencyInfo('EUR')).toBe(first);
    expect(intlCurrencyInfo('USD')).not.toBe(first);
  });

  it("takes the site's own symbol and name, and Intl's code and digits", () => {
    const { currencyInfo } = fresh();
    expect(currencyInfo('USD', OWN[1])).toEqual({
      code: 'USD',
      symbol: 'US$',
      name: 'Dollar of the site',
      decimalDigits: 2,
    });
    expect(currencyInfo('USD')).toEqual({ code: 'USD', symbol: '$', name: 'US Dollar', decimalDigits: 2 });
  });

  it("offers the site's currencies first, in its order, then every other code once, by code", () => {
    const { availableCurrencies } = fresh();
    const all = availableCurrencies(OWN);
    const known = Intl.supportedValuesOf('currency');
    expect(all.slice(0, 2)).toEqual([
      { code: 'TRY', symbol: 'TL', name: 'Lira of the site', decimalDigits: 2 },
      { code: 'USD', symbol: 'US$', name: 'Dollar of the site', decimalDigits: 2 },
    ]);
    const others = all.slice(2).map((c) => c.code);
    expect(others).toEqual(known.filter((c) => c !== 'TRY' && c !== 'USD').sort());
    expect(all).toHaveLength(known.length);
    expect(all).toContainEqual({ code: 'JPY', symbol: '¥', name: 'Japanese Yen', decimalDigits: 0 });
    expect(availableCurrencies([]).map((c) => c.code)).toEqual([...known].sort());
  });
});
