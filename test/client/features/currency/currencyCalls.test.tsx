import { expectSaga } from 'redux-saga-test-plan';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { rootReducer, type RootState } from '@client/app/rootReducer';
import { CurrencySelect } from '@client/features/currency/CurrencySelect';
import { CurrenciesSection } from '@client/pages/dashboard/settings/CurrenciesSection';
import { currencyCalls } from '@client/features/currency/currencySaga';
import { serveAction } from '@client/lib/calls';
import { currencyActions as a } from '@client/features/currency/currencySlice';
import { serveRoutes, type FakeReply } from '@test/client/apiAdapter';
import { renderWithProviders } from '@test/client/renderWithProviders';
import { contextProvider, makeTestContext } from '@test/client/sagaContext';

// The single, info and available calls, with the requirements' fallbacks when they fail: null for
// one currency and for a code's info, an empty list for the available ones
// (docs/requirements.md#currency).

const ctx = contextProvider(makeTestContext());
let fake: ReturnType<typeof serveRoutes> | undefined;
afterEach(() => fake?.restore());
const serve = (routes: Record<string, FakeReply>) => {
  fake = serveRoutes(routes);
  return fake;
};
const initial = (): RootState => rootReducer(undefined, { type: '@@init' });
/** One action served by the currency's call table, from start to end. */
const run = (action: { type: string }) =>
  expectSaga(serveAction, currencyCalls, action).withReducer(rootReducer, initial()).provide([ctx]).run();

const CHF = { code: 'CHF', symbol: 'CHF', name: 'Swiss Franc', decimalDigits: 2 };
const TRY = { id: 1, code: 'TRY', symbol: '₺', name: 'Turkish Lira' };

describe('currency calls', () => {
  it('reads a code’s info once, and keeps null when the call fails', async () => {
    serve({ 'GET /currency/info/CHF': { status: 200, data: CHF } });
    const { storeState } = await run(a.infoRequested({ code: 'chf' }));
    expect(storeState.currency.info).toEqual({ CHF });
    serve({ 'GET /currency/info/XXX': { status: 404, data: { message: 'Not found.' } } });
    const failed = await run(a.infoRequested({ code: 'XXX' }));
    expect(failed.storeState.currency.info).toEqual({ XXX: null });
  });

  it('reads the available currencies, an empty list when the call fails', async () => {
    serve({ 'GET /currency/available': { status: 200, data: { currencies: [CHF] } } });
    expect((await run(a.availableRequested())).storeState.currency.available).toEqual([CHF]);
    serve({ 'GET /currency/available': { status: 500, data: { message: 'Internal server error.' } } });
    expect((await run(a.availableRequested())).storeState.currency.available).toEqual([]);
  });

  it('reads one currency by id, null when the call fails', async () => {
    serve({ 'GET /currency/1': { status: 200, data: TRY } });
    const { storeState } = await run(a.detailRequested({ id: 1 }));
    expect(storeState.currency.detail).toEqual({ id: 1, currency: TRY });
    serve({ 'GET /currency/9': { status: 404, data: { message: 'Not found.' } } });
    const failed = await run(a.detailRequested({ id: 9 }));
    expect(failed.storeState.currency.detail).toEqual({ id: 9, currency: null });
  });
});

describe('the currency picker', () => {
  it('names a saved currency the site does not offer by its info, and offers every accepted one', async () => {
    const calls = serve({
      'GET /currency': { status: 200, data: [TRY] },
      'GET /currency/info/CHF': { status: 200, data: CHF },
      'GET /currency/available': {
        status: 200,
        data: {
          currencies: [
            { ...TRY, decimalDigits: 2 },
            CHF,
            { code: 'JPY', symbol: '¥', name: 'Yen', decimalDigits: 0 },
          ],
        },
      },
    });
    renderWithProviders(<CurrencySelect label="Currency" value="CHF" onChange={() => undefined} offerAll />, {
      storeOptions: { runSagas: true, context: makeTestContext() },
    });
    await waitFor(() => expect(screen.getByRole('combobox')).toHaveTextContent('CHF (CHF) — Swiss Franc'));
    await userEvent.click(screen.getByRole('combobox'));
    expect(await screen.findByText('Other currencies')).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'JPY (¥) — Yen' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'TRY (₺) — Turkish Lira' })).toBeInTheDocument();
    // The site's own and the saved one are not offered twice.
    const values = screen.getAllByRole('option').map((o) => o.getAttribute('data-value'));
    expect(values.filter(Boolean)).toEqual(['CHF', 'TRY', 'JPY']);
    expect(calls.keys()).toEqual(
      expect.arrayContaining(['GET /currency/info/CHF', 'GET /currency/available']),
    );
  });
});

describe('the currencies of the settings page', () => {
  it('reads a chosen currency by id, and says so when that fails', async () => {
    serve({
      'GET /currency': { status: 200, data: [TRY, { id: 2, code: 'USD', symbol: '$', name: 'US Dollar' }] },
      'GET /currency/1': { status: 200, data: TRY },
      'GET /currency/2': { status: 500, data: { message: 'Internal server error.' } },
    });
    renderWithProviders(<CurrenciesSection />, {
      storeOptions: { runSagas: true, context: makeTestContext() },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'TRY' }));
    expect(await screen.findByText('Turkish Lira: code TRY, symbol ₺.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'USD' }));
    expect(await screen.findByText('The details of this currency could not be loaded.')).toBeInTheDocument();
  });
});
