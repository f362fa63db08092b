import type { FastifyInstance } from 'fastify';
import { currencyContract as c } from '../../../shared/contracts/currency';
import { notFound } from '../../errors';
import { findCurrency, listCurrencies } from '../../repositories/currencies';
import { availableCurrencies, currencyInfo, normaliseCurrency } from '../../services/site/currencies';
import { serve, type ServeOptions } from '../serve';

const anyone: ServeOptions = { access: 'anonymous', revalidate: true };
// The list changes only through migrations; clients keep it 24 hours anyway.
const cacheable = 'public, max-age=3600';

export async function currencyRoutes(app: FastifyInstance): Promise<void> {
  serve(app, c.list, anyone, async () => listCurrencies(app.db));
  serve(app, c.available, anyone, async (_request, reply) => {
    reply.header('Cache-Control', cacheable);
    return { currencies: availableCurrencies(await listCurrencies(app.db)) };
  });
  serve(app, c.info, anyone, async (request) => {
    const code = normaliseCurrency(request.params.code);
    if (!code) throw notFound();
    return currencyInfo(code, await findCurrency(app.db, { code }));
  });
  serve(app, c.validate, anyone, async (request) => ({
    isValid: normaliseCurrency(request.params.code) !== null,
  }));
  serve(app, c.get, anyone, async (request) => {
    const currency = await findCurrency(app.db, { id: request.params.id });
    if (!currency) throw notFound();
    return currency;
  });
}
