import { rootReducer } from '@client/app/rootReducer';
import {
  currencyListOf,
  formatMoney,
  InvalidCurrencyData,
  isCurrencyListFresh,
} from '@client/features/currency/currencyModel';
import {
  selectAllCurrencies,
  selectCurrencyByCode,
  selectIsCurrencyListFresh,
  selectSelectedCurrency,
  selectSelectedCurrencyCode,
} from '@client/features/currency/currencySelectors';
import { currencyActions as a } from '@client/features/currency/currencySlice';

const list = [
  { id: 1, code: 'TRY', symbol: '₺', name: 'Turkish Lira' },
  { id: 2, code: 'USD', symbol: '$', name: 'US Dollar' },
];
const DAY = 86_400_000;

describe('formatMoney', () => {
  it('shows exactly 2 decimals in en-US by default', () => {
    expect(formatMoney(1234.5, 'USD')).toBe('$1,234.50');
    expect(formatMoney(0.005, 'EUR')).toBe('€0.01');
    expect(formatMoney('12', 'USD')).toBe('$12.00');
    expect(formatMoney(10, 'TRY')).toMatch(/^TRY\s?10\.00$/);
  });

  it('uses the given locale', () => {
    expect(formatMoney(1234.5, 'EUR', '€', 'de-DE')).toBe('1.234,50\u00a0€');
  });

  it('falls back to the number plus the symbol, else the code', () => {
    expect(formatMoney(5, 'NOT-A-CODE', '¤')).toBe('5.00 ¤');
    expect(formatMoney(5, 'NOT-A-CODE')).toBe('5.00 NOT-A-CODE');
    expect(formatMoney(5, 'USD', '$', 'not a locale!')).toBe('5.00 $');
  });

  it('treats a missing or unreadable amount as zero', () => {
    expect(formatMoney(null, 'USD')).toBe('$0.00');
    expect(formatMoney('abc', 'USD')).toBe('$0.00');
  });
});

describe('currency list', () => {
  it('refuses an answer that is not a list, the one tolerance of the list call', () => {
    expect(currencyListOf(list)).toBe(list);
    expect(currencyListOf([])).toEqual([]);
    for (const body of [{ currencies: list }, null, 'TRY', undefined]) {
      expect(() => currencyListOf(body)).toThrow(InvalidCurrencyData);
    }
  });

  it('is fresh for 24 hours', () => {
    expect(isCurrencyListFresh(null, 0)).toBe(false);
    expect(isCurrencyListFresh(1000, 1000 + DAY - 1)).toBe(true);
    expect(isCurrencyListFresh(1000, 1000 + DAY)).toBe(false);
  });

  it('keeps the list, its load time and the choice (TRY by default)', () => {
    let state = rootReducer(undefined, { type: '@@init' });
    expect(selectSelectedCurrencyCode(state)).toBe('TRY');
    state = rootReducer(state, a.listReceived({ currencies: list, loadedAt: 5000 }));
    expect(selectAllCurrencies(state)).toEqual(list);
    expect(selectSelectedCurrency(state)?.symbol).toBe('₺');
    expect(selectIsCurrencyListFresh(state, 5000 + DAY - 1)).toBe(true);
    state = rootReducer(state, a.selected('usd'));
    expect(selectSelectedCurrency(state)?.code).toBe('USD');
    expect(selectCurrencyByCode(state, 'try')?.id).toBe(1);
    state = rootReducer(state, a.listInvalidated());
    expect(selectAllCurrencies(state)).toEqual([]);
    expect(selectIsCurrencyListFresh(state, 5000)).toBe(false);
  });
});
