import type { AvailableCurrencies, CurrencyDto, CurrencyInfo } from '@shared/contracts/currency';
import { http } from '@client/api/client';

export type { AvailableCurrencies, CurrencyDto, CurrencyInfo };

const BASE = '/currency';
const code = (value: string) => encodeURIComponent(value.trim().toUpperCase());
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** The raw list call; the saga tells a failure from an invalid answer, so this one throws. */
export const fetchCurrencyList = () => http.get<unknown>(BASE);

/*
 * The read helpers never throw (product-spec section 8): a failed call answers an empty list, null,
 * false or an empty `currencies` list, so a view can always render something.
 */

export async function listCurrencies(): Promise<CurrencyDto[]> {
  try {
    const body = await fetchCurrencyList();
    return Array.isArray(body) ? (body as CurrencyDto[]) : [];
  } catch {
    return [];
  }
}

export async function getCurrency(id: number): Promise<CurrencyDto | null> {
  try {
    const body = await http.get<unknown>(`${BASE}/${id}`);
    return isRecord(body) ? (body as unknown as CurrencyDto) : null;
  } catch {
    return null;
  }
}

export async function getCurrencyInfo(currencyCode: string): Promise<CurrencyInfo | null> {
  if (!currencyCode.trim()) return null;
  try {
    const body = await http.get<unknown>(`${BASE}/info/${code(currencyCode)}`);
    return isRecord(body) ? (body as unknown as CurrencyInfo) : null;
  } catch {
    return null;
  }
}

export async function validateCurrency(currencyCode: string): Promise<boolean> {
  // An empty code would otherwise reach the list route.
  if (!currencyCode.trim()) return false;
  try {
    const body = await http.get<unknown>(`${BASE}/validate/${code(currencyCode)}`);
    return isRecord(body) && body.isValid === true;
  } catch {
    return false;
  }
}

export async function getAvailableCurrencies(): Promise<AvailableCurrencies> {
  try {
    const body = await http.get<unknown>(`${BASE}/available`);
    const list = isRecord(body) ? body.currencies : undefined;
    return { currencies: Array.isArray(list) ? (list as CurrencyInfo[]) : [] };
  } catch {
    return { currencies: [] };
  }
}
