import * as api from '@client/api/calls/currency';
import { installFakeAdapter, type FakeHandler } from '@test/client/apiAdapter';

const usd = { id: 2, code: 'USD', symbol: '$', name: 'US Dollar' };

/** Installs the handler around each test of the enclosing describe; `calls` is the current test's. */
function answer(handler: FakeHandler) {
  const current = { calls: [] as ReturnType<typeof installFakeAdapter>['calls'] };
  let restore = () => undefined as void;
  beforeEach(() => {
    const fake = installFakeAdapter(handler);
    current.calls = fake.calls;
    restore = fake.restore;
  });
  afterEach(() => restore());
  return current;
}

describe('currency API helpers on success', () => {
  const fake = answer((config) => {
    switch (config.url) {
      case '/currency':
        return { status: 200, data: [usd] };
      case '/currency/2':
      case '/currency/info/USD':
        return { status: 200, data: usd };
      case '/currency/validate/USD':
        return { status: 200, data: { isValid: true } };
      case '/currency/available':
        return { status: 200, data: { currencies: [usd] } };
      default:
        return { status: 404, data: { message: 'Not found.' } };
    }
  });

  it('read the anonymous GET routes', async () => {
    await expect(api.listCurrencies()).resolves.toEqual([usd]);
    await expect(api.getCurrency(2)).resolves.toEqual(usd);
    await expect(api.getCurrencyInfo('usd')).resolves.toEqual(usd);
    await expect(api.validateCurrency(' usd ')).resolves.toBe(true);
    await expect(api.getAvailableCurrencies()).resolves.toEqual({ currencies: [usd] });
    expect(fake.calls.map((c) => c.method)).toEqual(['get', 'get', 'get', 'get', 'get']);
  });

  it('do not call for an empty code', async () => {
    await expect(api.validateCurrency('')).resolves.toBe(false);
    await expect(api.getCurrencyInfo('  ')).resolves.toBeNull();
  });
});

describe('currency API helpers on failure', () => {
  answer(() => ({ status: 500, data: { message: 'Internal server error.' } }));

  it('answer an empty list, null, false and an empty currencies list', async () => {
    await expect(api.listCurrencies()).resolves.toEqual([]);
    await expect(api.getCurrency(2)).resolves.toBeNull();
    await expect(api.getCurrencyInfo('USD')).resolves.toBeNull();
    await expect(api.validateCurrency('USD')).resolves.toBe(false);
    await expect(api.getAvailableCurrencies()).resolves.toEqual({ currencies: [] });
  });

  it('the raw list call still throws, so the saga can tell a failure apart', async () => {
    await expect(api.fetchCurrencyList()).rejects.toThrow();
  });
});

describe('currency API helpers on odd answers', () => {
  answer(() => ({ status: 200, data: 'unexpected' }));

  it('treat a non-list or non-object answer as empty', async () => {
    await expect(api.listCurrencies()).resolves.toEqual([]);
    await expect(api.getCurrency(2)).resolves.toBeNull();
    await expect(api.validateCurrency('USD')).resolves.toBe(false);
    await expect(api.getAvailableCurrencies()).resolves.toEqual({ currencies: [] });
  });
});
