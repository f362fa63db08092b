import { act, screen, within } from '@testing-library/react';
import { consultantsActions } from '@client/features/consultants/consultantsSlice';
import { homepageActions } from '@client/features/content/contentSlice';
import { servicesActions } from '@client/features/services/servicesSlice';
import { MSG } from '@shared/messages';
import { SITE_DEFAULTS } from '@shared/siteDefaults';
import { makeConsultant } from '../features/consultants/fixtures';
import { makeService } from '../features/services/fixtures';
import { renderRoutes, sessionState, preloadPages } from '@test/client/renderWithProviders';
import { stateAfter } from './contentState';
import { requestFailed, requestSucceeded } from '@test/client/requests';

// Every page loaded before the tests, so that no query waits on module loading.
beforeAll(preloadPages);

const homepage = {
  id: 1,
  heroTitle: 'Consulting that delivers',
  heroSubtitle: 'ERP, cloud and data experts.',
  heroImageUrl: '',
  ctaText: 'Talk to us',
  ctaLink: '/request',
  stats: { yearsInBusiness: 12, projectsCompleted: 1240, clientsServed: 85, consultantsCount: 5 },
  updatedAt: '2026-01-01T00:00:00.000Z',
};

function loaded() {
  const state = stateAfter(
    homepageActions.received(homepage),
    requestSucceeded('homepage/load'),
    servicesActions.listReceived({
      services: Array.from({ length: 7 }, (_, i) => makeService({ id: i + 1 })),
      includeInactive: false,
    }),
    requestSucceeded('services/list'),
    consultantsActions.listReceived(Array.from({ length: 5 }, (_, i) => makeConsultant({ id: i + 1 }))),
    requestSucceeded('consultants/list'),
  );
  return {
    content: state.content,
    services: state.services,
    consultants: state.consultants,
    requests: state.requests,
  };
}

describe('home page', () => {
  it('renders the hero, figures and featured cards from the store and asks for fresh data', async () => {
    const { dispatched } = renderRoutes('/', {
      preloadedState: { ...loaded(), session: sessionState(null) },
    });
    expect(await screen.findByRole('heading', { level: 1, name: homepage.heroTitle })).toBeInTheDocument();
    expect(screen.getByText(homepage.heroSubtitle)).toBeInTheDocument();
    const hero = screen.getByRole('region', { name: 'Introduction' });
    expect(within(hero).getByRole('link', { name: 'Talk to us' })).toHaveAttribute('href', '/request');

    const figures = screen.getByRole('region', { name: 'Key figures' });
    expect(within(figures).getByText('1,240')).toBeInTheDocument();
    expect(within(figures).getByText('Projects Completed')).toBeInTheDocument();
    expect(within(figures).getByText('Years in Business')).toBeInTheDocument();

    const services = screen.getByRole('region', { name: 'Our Expertise' });
    // The cards below the fold come with a part of their own.
    const serviceLinks = await within(services).findAllByRole('link', { name: /Service \d/ });
    expect(serviceLinks).toHaveLength(6);
    expect(serviceLinks[0]).toHaveAttribute('href', '/services/service-1');
    expect(within(services).getByRole('link', { name: /All expertise areas/ })).toHaveAttribute(
      'href',
      '/services',
    );

    const experts = await screen.findByRole('region', { name: 'Our Experts' });
    const expertLinks = within(experts).getAllByRole('link', { name: /Name\d Surname\d/ });
    expect(expertLinks).toHaveLength(4);
    expect(expertLinks[0]).toHaveAttribute('href', '/consultants/name1-surname1');

    const closing = screen.getByRole('region', { name: 'Get started' });
    expect(within(closing).getByRole('link', { name: 'Request a quote' })).toHaveAttribute(
      'href',
      '/request',
    );

    expect(dispatched('homepage/fetchRequested')).toHaveLength(1);
    expect(dispatched('services/fetchRequested')).toHaveLength(1);
    expect(dispatched('consultants/fetchRequested')).toHaveLength(1);
    expect(document.title).toBe(SITE_DEFAULTS.siteTitle);
  });

  it('welcomes with the site name when no homepage info has been written (a null answer)', async () => {
    const { store } = renderRoutes('/', { preloadedState: { session: sessionState(null) } });
    const hero = await screen.findByRole('region', { name: 'Introduction' });
    expect(within(hero).getByLabelText('Loading')).toBeInTheDocument();
    act(() => {
      store.dispatch(homepageActions.received(null));
      store.dispatch(requestSucceeded('homepage/load'));
    });
    expect(within(hero).queryByLabelText('Loading')).not.toBeInTheDocument();
    expect(within(hero).queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: `Welcome to ${SITE_DEFAULTS.siteName}` })).toBeInTheDocument();
    expect(within(hero).getByRole('link', { name: 'Get a Quote' })).toHaveAttribute('href', '/request');
    expect(screen.queryByRole('region', { name: 'Key figures' })).not.toBeInTheDocument();
  });

  it('shows skeletons while loading and a failed section with Retry', async () => {
    const { user, store, dispatched } = renderRoutes('/', {
      preloadedState: { session: sessionState(null) },
    });
    const services = await screen.findByRole('region', { name: 'Our Expertise' });
    expect(within(services).getByLabelText('Loading')).toBeInTheDocument();
    act(() => {
      store.dispatch(requestFailed('services/list', MSG.servicesLoad));
    });
    expect(within(services).getByRole('alert')).toHaveTextContent(MSG.servicesLoad);
    await user.click(within(services).getByRole('button', { name: 'Retry' }));
    expect(dispatched('services/fetchRequested').at(-1)).toEqual(
      servicesActions.fetchRequested({ force: true }),
    );
  });

  it('keeps meta description, keywords and favicon in step with the settings', async () => {
    renderRoutes('/', { preloadedState: { session: sessionState(null) } });
    await screen.findByRole('region', { name: 'Introduction' });
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      SITE_DEFAULTS.siteDescription,
    );
    expect(document.head.querySelector('meta[name="keywords"]')).toHaveAttribute(
      'content',
      SITE_DEFAULTS.keywords,
    );
    expect(document.head.querySelector('link[rel="icon"]')).toHaveAttribute('href', '/favicon.png');
  });
});
