import type { CurrencyDto, CurrencyInfo } from '../../../shared/contracts/currency';

// The ISO 4217 codes this Node build knows; fixed for the life of the process.
let known: Set<string> | undefined;
const knownCodes = (): Set<string> => (known ??= new Set(Intl.supportedValuesOf('currency')));

/** 'usd' → 'USD'; null for anything that is not a currency Node knows. */
export function normaliseCurrency(code: string): string | null {
  const upper = code.trim().toUpperCase();
  return /^[A-Z]{3}$/.test(upper) && knownCodes().has(upper) ? upper : null;
}

const described = new Map<string, CurrencyInfo>();

/** Code, symbol, English name and minor-unit digits as Intl describes them. */
export function intlCurrencyInfo(code: string): CurrencyInfo {
  const cached = described.get(code);
  if (cached) return cached;
  const format = new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: code,
    currencyDisplay: 'narrowSymbol',
  });
  const symbol = format.formatToParts(1).find((p) => p.type === 'currency')?.value ?? code;
  const info = {
    code,
    symbol,
    name: new Intl.DisplayNames(['en'], { type: 'currency' }).of(code) ?? code,
    decimalDigits: format.resolvedOptions().maximumFractionDigits ?? 2,
  };
  described.set(code, info);
  return info;
}

/** The site's own row wins for symbol and name; Intl supplies the rest. */
export function currencyInfo(code: string, own?: CurrencyDto): CurrencyInfo {
  const info = intlCurrencyInfo(code);
  return own ? { ...info, symbol: own.symbol, name: own.name } : info;
}

/** Every code validation accepts: the site's currencies first, then the others by code. */
export function availableCurrencies(own: CurrencyDto[]): CurrencyInfo[] {
  const ownCodes = new Set(own.map((c) => c.code));
  const others = [...knownCodes()].filter((c) => !ownCodes.has(c)).sort();
  return [...own.map((c) => currencyInfo(c.code, c)), ...others.map((c) => intlCurrencyInfo(c))];
}
