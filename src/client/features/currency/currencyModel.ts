import { CURRENCY_LIST_TTL_MS } from '@shared/constants';
import type { CurrencyDto } from '@shared/contracts/currency';

/** A currency the site offers, as the server sends it. */
export type Currency = CurrencyDto;

/** The text of a list answer that is not a list. */
export class InvalidCurrencyData extends Error {}

/**
 * GET /currency: the requirements have an answer that is not a list count as an empty list, with its
 * own error text. This is the one place that tolerance lives.
 */
export function currencyListOf(body: unknown): Currency[] {
  if (!Array.isArray(body)) throw new InvalidCurrencyData('The currency list answer is not a list');
  return body as Currency[];
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
