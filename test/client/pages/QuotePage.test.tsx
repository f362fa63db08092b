import { act, fireEvent, screen, within } from '@testing-library/react';
import { rootReducer, type RootState } from '@client/app/rootReducer';
import { currencyActions } from '@client/features/currency/currencySlice';
import {
  projectRequestsActions,
  PROJECT_REQUEST_KEYS,
} from '@client/features/projectRequests/projectRequestsSlice';
import { servicesActions } from '@client/features/services/servicesSlice';
import { requestsActions } from '@client/lib/requests';
import { makeService } from '../features/services/fixtures';
import { makeUser, renderRoutes, sessionState, preloadPages } from '@test/client/renderWithProviders';
import { requestFailed, requestSucceeded } from '@test/client/requests';

// Every page loaded before the tests, so that no query waits on module loading.
beforeAll(preloadPages);

const base = rootReducer(undefined, { type: '@@init' });
const services = rootReducer(
  base,
  servicesActions.listReceived({
    services: [
      makeService({ id: 1, slug: 'erp', title: 'ERP Consulting', displayOrder: 1 }),
      makeService({ id: 2, slug: 'digital', title: 'Digital Transformation', displayOrder: 2 }),
    ],
    includeInactive: false,
  }),
).services;
const currency = rootReducer(
  base,
  currencyActions.listReceived({
    currencies: [
      { id: 1, code: 'TRY', symbol: '₺', name: 'Turkish Lira' },
      { id: 2, code: 'USD', symbol: '$', name: 'US Dollar' },
    ],
    loadedAt: Date.now(),
  }),
).currency;

function openQuote(route = '/request', extra: Partial<RootState> = {}) {
  return renderRoutes(route, {
    preloadedState: { session: sessionState(null), services, currency, ...extra },
  });
}

// A change event per field: typing every character re-renders the whole form and is slow in jsdom.
const fill = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

async function fillRequired() {
  await screen.findByLabelText(/Project title/);
  fill(/Project title/, 'ERP roll-out');
  fill(/Description/, 'Replace the legacy ERP in two plants.');
  fill(/Contact name/, 'Vera Visitor');
  fill(/^Email/, 'vera@example.com');
}

describe('quote page', () => {
  it('is titled Get a Quote and asks for services and currencies', async () => {
    const { dispatched } = openQuote();
    expect(await screen.findByRole('heading', { name: 'Get a Quote', level: 1 })).toBeInTheDocument();
    expect(document.title).toMatch(/^Get a Quote \| /);
    expect(dispatched(servicesActions.fetchRequested.type)).toHaveLength(1);
    expect(dispatched(currencyActions.fetchRequested.type).length).toBeGreaterThan(0);
  });

  it('sends nothing while required fields are empty and says what is missing', async () => {
    const { user, dispatched } = openQuote();
    await user.click(await screen.findByRole('button', { name: 'Send request' }));
    expect(screen.getByText('Project title is required.')).toBeInTheDocument();
    expect(screen.getByText('Description is required.')).toBeInTheDocument();
    expect(screen.getByText('Contact name is required.')).toBeInTheDocument();
    expect(screen.getByText('Email is required.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Project title/)).toHaveFocus();
    expect(dispatched(projectRequestsActions.submitRequested.type)).toHaveLength(0);
  });

  it('rejects a negative budget, a past start date, a bad e-mail and a bad phone', async () => {
    const { user, dispatched } = openQuote();
    await fillRequired();
    fill(/^Email/, 'not-an-email');
    fill(/Budget/, '-5');
    fill(/Desired start date/, '2001-01-01');
    fill(/Phone number/, 'call me');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(screen.getByText('Budget must be a number of 0 or more.')).toBeInTheDocument();
    expect(screen.getByText('The desired start date cannot be in the past.')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid phone number.')).toBeInTheDocument();
    expect(dispatched(projectRequestsActions.submitRequested.type)).toHaveLength(0);
  });

  it('dispatches a valid request with the preselected service and TRY by default', async () => {
    const { user, dispatched } = openQuote('/request?service=2');
    await fillRequired();
    expect(screen.getByRole('combobox', { name: /Service/ })).toHaveTextContent('Digital Transformation');
    expect(screen.getByRole('combobox', { name: /Currency/ })).toHaveTextContent('TRY');
    await user.type(screen.getByLabelText(/Budget/), '25000');
    fill(/Company/, '  Acme  ');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(dispatched(projectRequestsActions.submitRequested.type)).toEqual([
      projectRequestsActions.submitRequested({
        requestTitle: 'ERP roll-out',
        description: 'Replace the legacy ERP in two plants.',
        serviceId: 2,
        budget: 25000,
        currency: 'TRY',
        contactName: 'Vera Visitor',
        email: 'vera@example.com',
        company: 'Acme',
      }),
    ]);
  });

  it('lets the visitor choose another currency', async () => {
    const { user, dispatched } = openQuote();
    await fillRequired();
    await user.click(screen.getByRole('combobox', { name: /Currency/ }));
    await user.click(await screen.findByRole('option', { name: /USD/ }));
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    const [sent] = dispatched(projectRequestsActions.submitRequested.type);
    expect(sent.payload).toMatchObject({ currency: 'USD' });
    expect(sent.payload).not.toHaveProperty('serviceId');
  });

  it('fills in a signed-in user’s name, e-mail and phone', async () => {
    openQuote('/request', { session: sessionState(makeUser()) });
    expect(await screen.findByLabelText(/Contact name/)).toHaveValue('Ada Lovelace');
    expect(screen.getByLabelText(/^Email/)).toHaveValue('ada@example.com');
    expect(screen.getByLabelText(/Phone number/)).toHaveValue('+90 555 123 45 67');
  });

  it('shows the server’s message and its field messages', async () => {
    const { store } = openQuote();
    await screen.findByRole('button', { name: 'Send request' });
    act(() => {
      store.dispatch(
        requestFailed(PROJECT_REQUEST_KEYS.submit, 'Validation failed.', 400, {
          email: 'This e-mail domain is not accepted.',
        }),
      );
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Validation failed.');
    expect(screen.getByText('This e-mail domain is not accepted.')).toBeInTheDocument();
  });

  it('shows the success screen with the budget as money, and starts over on request', async () => {
    const { store, user, dispatched } = openQuote();
    await screen.findByRole('button', { name: 'Send request' });
    act(() => {
      store.dispatch(
        projectRequestsActions.submitted({
          id: 31,
          requestTitle: 'ERP roll-out',
          description: 'Replace the legacy ERP.',
          serviceId: 1,
          serviceName: null,
          budget: 25000.5,
          currency: 'USD',
          desiredStartDate: null,
          contactName: 'Vera Visitor',
          email: 'vera@example.com',
          phoneNumber: '',
          company: '',
          userId: null,
          status: 'Pending',
          adminNotes: '',
          projectId: null,
          createdAt: '2025-01-15T12:00:00.000Z',
          updatedAt: '2025-01-15T12:00:00.000Z',
        }),
      );
      store.dispatch(requestSucceeded(PROJECT_REQUEST_KEYS.submit));
    });
    const status = screen.getByRole('status');
    expect(
      within(status).getByRole('heading', { name: 'Thank you — your request has been received' }),
    ).toHaveFocus();
    const summary = within(status).getByLabelText('Request summary');
    expect(summary).toHaveTextContent('$25,000.50');
    expect(summary).toHaveTextContent('ERP Consulting');
    expect(summary).toHaveTextContent('#31');
    await user.click(screen.getByRole('button', { name: 'Send another request' }));
    expect(dispatched(requestsActions.reset.type)).toEqual([projectRequestsActions.submitReset()]);
    expect(await screen.findByRole('button', { name: 'Send request' })).toBeInTheDocument();
  });
});
