import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { IdParams } from '../../../shared/contracts/common';
import {
  AvailableCurrencies,
  CurrencyCodeParams,
  CurrencyDto,
  CurrencyInfo,
  CurrencyValidation,
} from '../../../shared/contracts/currency';
import { notFound } from '../../errors';
import { findCurrency, listCurrencies } from '../../repositories/currencies';
import { availableCurrencies, currencyInfo, normaliseCurrency } from '../../services/currencies';
import { responses } from '../schemas';

export const currencyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const tags = ['currency'];
  const config = { access: 'anonymous' as const };
  // The list changes only through migrations; clients keep it 24 hours anyway.
  const cacheable = 'public, max-age=3600';

  app.get(
    '',
    {
      config,
      schema: {
        summary: 'The currencies the site offers',
        tags,
        response: responses({ 200: Type.Array(CurrencyDto) }),
      },
    },
    async () => listCurrencies(app.db),
  );

  app.get(
    '/available',
    {
      config,
      schema: {
        summary: 'Every ISO 4217 currency accepted, the site’s own first',
        tags,
        response: responses({ 200: AvailableCurrencies }),
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', cacheable);
      return { currencies: availableCurrencies(await listCurrencies(app.db)) };
    },
  );

  app.get(
    '/info/:code',
    {
      config,
      schema: {
        summary: 'Symbol, name and decimal digits of a currency (any case)',
        tags,
        params: CurrencyCodeParams,
        response: responses({ 200: CurrencyInfo }),
      },
    },
    async (request) => {
      const code = normaliseCurrency(request.params.code);
      if (!code) throw notFound();
      return currencyInfo(code, await findCurrency(app.db, { code }));
    },
  );

  app.get(
    '/validate/:code',
    {
      config,
      schema: {
        summary: 'Whether a code is an ISO 4217 currency (any case)',
        tags,
        params: CurrencyCodeParams,
        response: responses({ 200: CurrencyValidation }),
      },
    },
    async (request) => ({ isValid: normaliseCurrency(request.params.code) !== null }),
  );

  app.get(
    '/:id',
    {
      config,
      schema: {
        summary: 'One of the site’s currencies',
        tags,
        params: IdParams,
        response: responses({ 200: CurrencyDto }),
      },
    },
    async (request) => {
      const currency = await findCurrency(app.db, { id: request.params.id });
      if (!currency) throw notFound();
      return currency;
    },
  );
};
