import { act, screen, within } from '@testing-library/react';
import { servicesActions } from '@client/features/services/servicesSlice';
import { requestFailed, requestSucceeded } from '@test/client/requests';
import { MSG } from '@shared/messages';
import { makeService } from '../features/services/fixtures';
import { renderRoutes, sessionState, preloadPages } from '@test/client/renderWithProviders';
import { stateAfter } from './contentState';

// Every page loaded before the tests, so that no query waits on module loading.
beforeAll(preloadPages);

const visitor = { session: sessionState(null) };

describe('services list page', () => {
  it('shows the active services with their icons and links, and asks for the list', async () => {
    const { services, requests } = stateAfter(
      servicesActions.listReceived({
        services: [
          makeService({ id: 1, title: 'Cloud Migration', slug: 'cloud', icon: 'Cloud' }),
          makeService({ id: 2, title: 'Mystery', slug: 'mystery', icon: 'NoSuchIcon' }),
          makeService({ id: 3, title: 'Draft', isActive: false }),
        ],
        includeInactive: false,
      }),
      requestSucceeded('services/list'),
    );
    const { dispatched } = renderRoutes('/services', { preloadedState: { ...visitor, services, requests } });
    const cloud = await screen.findByRole('link', { name: /Cloud Migration/ });
    expect(cloud).toHaveAttribute('href', '/services/cloud');
    // Each icon is a chunk of its own, shown once it has loaded.
    expect(await within(cloud).findByTestId('CloudIcon')).toBeInTheDocument();
    // An unknown icon name falls back to the generic icon.
    expect(
      await within(screen.getByRole('link', { name: /Mystery/ })).findByTestId('BusinessCenterIcon'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Draft')).not.toBeInTheDocument();
    expect(dispatched('services/fetchRequested')).toEqual([servicesActions.fetchRequested()]);
    expect(document.title).toBe('Our Expertise | Anatolia Consulting');
  });

  it('says so when there are none, and offers Retry after a failure', async () => {
    const { store, user, dispatched } = renderRoutes('/services', { preloadedState: visitor });
    expect(await screen.findByLabelText('Loading')).toBeInTheDocument();
    act(() => {
      store.dispatch(requestSucceeded('services/list'));
    });
    expect(screen.getByText('No expertise areas are listed yet.')).toBeInTheDocument();
    act(() => {
      store.dispatch(requestFailed('services/list', MSG.servicesLoad));
    });
    expect(screen.getByRole('alert')).toHaveTextContent('An error occurred while loading expertise areas');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(dispatched('services/fetchRequested').at(-1)).toEqual(
      servicesActions.fetchRequested({ force: true }),
    );
  });
});

describe('service detail page', () => {
  const service = makeService({
    id: 4,
    slug: 'erp',
    title: 'ERP Implementation',
    description: 'First paragraph.\n\nSecond paragraph.',
    features: [{ id: 1, name: 'Vendor selection', description: 'Pick the right one' }],
    benefits: [{ id: 2, name: 'One source of truth', description: '' }],
  });

  it('shows description, features and benefits, and links to a quote for this service', async () => {
    const { services } = stateAfter(
      servicesActions.listReceived({ services: [service], includeInactive: false }),
    );
    const { dispatched } = renderRoutes('/services/erp', { preloadedState: { ...visitor, services } });
    expect(await screen.findByRole('heading', { level: 1, name: /ERP Implementation/ })).toBeInTheDocument();
    expect(screen.getByText('Second paragraph.')).toBeInTheDocument();
    const features = screen.getByRole('region', { name: 'Features' });
    expect(within(features).getByText('Vendor selection')).toBeInTheDocument();
    expect(within(features).getByText('Pick the right one')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Benefits' })).getByText('One source of truth'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a quote' })).toHaveAttribute(
      'href',
      '/request?service=4',
    );
    expect(dispatched('services/detailRequested')).toEqual([
      servicesActions.detailRequested({ slug: 'erp' }),
    ]);
    expect(document.title).toBe('ERP Implementation | Anatolia Consulting');
  });

  it('shows a skeleton, then the error with Retry, or not found for a 404', async () => {
    const { store, user, dispatched } = renderRoutes('/services/erp', { preloadedState: visitor });
    expect(await screen.findByLabelText('Loading')).toBeInTheDocument();
    act(() => {
      store.dispatch(requestFailed('services/detail:erp', MSG.serviceLoad));
    });
    expect(screen.getByRole('alert')).toHaveTextContent('An error occurred while loading expertise details');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(dispatched('services/detailRequested').at(-1)).toEqual(
      servicesActions.detailRequested({ slug: 'erp', force: true }),
    );
    act(() => {
      store.dispatch(requestFailed('services/detail:erp', MSG.serviceLoad, 404));
    });
    expect(screen.getByText('This expertise area could not be found.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All expertise areas' })).toHaveAttribute('href', '/services');
  });
});
