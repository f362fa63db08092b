import { Type, type Static } from 'typebox';
import { API } from '../api/routes';
import { FIELD } from '../domain/fields';
import { IdParams, Text } from './common';
import { defineContract } from './contract';

/** A currency the site offers (seeded: TRY, USD, EUR, GBP). */
export const CurrencyDto = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  symbol: Type.String(),
  name: Type.String(),
});
export type CurrencyDto = Static<typeof CurrencyDto>;

/** Any ISO 4217 currency: the site's own data when it offers it, else what Intl knows. */
export const CurrencyInfo = Type.Object({
  code: Type.String(),
  symbol: Type.String(),
  name: Type.String(),
  decimalDigits: Type.Integer(),
});
export type CurrencyInfo = Static<typeof CurrencyInfo>;

export const CurrencyValidation = Type.Object({ isValid: Type.Boolean() });
export type CurrencyValidation = Static<typeof CurrencyValidation>;

/** Every code that validation accepts, the site's own currencies first. */
export const AvailableCurrencies = Type.Object({ currencies: Type.Array(CurrencyInfo) });
export type AvailableCurrencies = Static<typeof AvailableCurrencies>;

export const CurrencyCodeParams = Type.Object({ code: Text(FIELD.currency.code) });
export type CurrencyCodeParams = Static<typeof CurrencyCodeParams>;

/** Public reads only; an unknown code or id answers 404. */
export const currencyContract = defineContract('currency', API.currency, {
  list: { summary: 'The currencies the site offers', response: { 200: Type.Array(CurrencyDto) } },
  available: {
    summary: 'Every ISO 4217 currency accepted, the site’s own first',
    response: { 200: AvailableCurrencies },
  },
  info: {
    summary: 'Symbol, name and decimal digits of a currency (any case)',
    params: CurrencyCodeParams,
    response: { 200: CurrencyInfo },
  },
  validate: {
    summary: 'Whether a code is an ISO 4217 currency (any case)',
    params: CurrencyCodeParams,
    response: { 200: CurrencyValidation },
  },
  get: { summary: 'One of the site’s currencies', params: IdParams, response: { 200: CurrencyDto } },
});
