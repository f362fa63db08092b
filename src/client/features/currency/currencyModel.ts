import { CURRENCY_LIST_TTL_MS } from '@shared/constants';

export interface Currency {
  id: number;
  code: string;
  symbol: string;
  name: string;
}

const isCurrency = (v: unknown): v is Currency => {
  if (!v || typeof v !== 'object') return false;
  const c = v as Record<string, unknown>;
  return typeof c.id === 'number' && typeof c.code === 'string' && c.code !== '';
};

/** GET /currency: anything but a list counts as empty; unusable rows are dropped. */
export function normalizeCurrencyList(body: unknown): Currency[] {
  if (!Array.isArray(body)) return [];
  return body.filter(isCurrency).map((c) => ({
    id: c.id,
    code: c.code.toUpperCase(),
    symbol: typeof c.symbol === 'string' ? c.symbol : '',
    name: typeof c.name === 'string' ? c.name : c.code,
  }));
}

/** The list is kept 24 hours unless a refresh is forced. */
export function isCurrencyListFresh(lastLoadedAt: number | null, now: number): boolean {
  return lastLoadedAt != null && now - lastLoadedAt < CURRENCY_LIST_TTL_MS;
}

/**
 * Money with exactly 2 decimals in the locale (en-US by default). An unknown code or locale makes
 * Intl throw; then the number is shown with the symbol, else the code.
 */
export function formatMoney(
  amount: number | string | null | undefined,
  code: string,
  symbol?: string,
  locale = 'en-US',
): string {
  const n = Number(amount ?? 0);
  const value = Number.isFinite(n) ? n : 0;
  try {
    return new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: code,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }).format(value);
  } catch {
    const fixed = value.toFixed(2);
    const unit = symbol || code;
    return unit ? `${fixed} ${unit}` : fixed;
  }
}
