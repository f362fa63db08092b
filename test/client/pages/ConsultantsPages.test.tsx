import { act, screen, waitFor, within } from '@testing-library/react';
import { consultantsActions, CONSULTANT_REQUESTS } from '@client/features/consultants/consultantsSlice';
import { MSG } from '@shared/messages';
import { installFakeAdapter } from '@test/client/apiAdapter';
import { requestFailed } from '@test/client/requests';
import { makeConsultant, makeExpertise } from '../features/consultants/fixtures';
import { renderRoutes, sessionState, preloadPages } from '@test/client/renderWithProviders';
import { stateAfter } from './contentState';

// Every page loaded before the tests, so that no query waits on module loading.
beforeAll(preloadPages);

const visitor = { session: sessionState(null) };
const team = () =>
  stateAfter(
    consultantsActions.listReceived([
      makeConsultant({ id: 1, fullName: 'Ada Lovelace', expertise: [makeExpertise({ id: 1, name: 'SAP' })] }),
      makeConsultant({
        id: 2,
        fullName: 'Alan Turing',
        isAvailable: false,
        expertise: [makeExpertise({ id: 2, name: 'SAP' })],
      }),
      makeConsultant({
        id: 3,
        fullName: 'Grace Hopper',
        isAvailable: false,
        expertise: [makeExpertise({ id: 3, name: 'Cloud' })],
      }),
    ]),
  ).consultants;

describe('consultants page', () => {
  it('shows cards with photo, specialization, years, availability and expertise', async () => {
    const { dispatched } = renderRoutes('/consultants', {
      preloadedState: { ...visitor, consultants: team() },
    });
    // The first render of the file also loads the page module.
    const card = await screen.findByRole('link', { name: /Alan Turing/ });
    expect(card).toHaveAttribute('href', '/consultants/name2-surname2');
    expect(within(card).getByText('Unavailable')).toBeInTheDocument();
    expect(within(card).getByText('5 years of experience')).toBeInTheDocument();
    expect(within(card).getByText('SAP')).toBeInTheDocument();
    expect(within(card).getByText('ERP')).toBeInTheDocument();
    expect(dispatched('consultants/fetchRequested')).toEqual([
      consultantsActions.fetchRequested({ search: '' }),
    ]);
    expect(document.title).toBe('Our Experts | Anatolia Consulting');
  });

  it('narrows by expertise and availability, and clears the filters', async () => {
    const { user } = renderRoutes('/consultants', { preloadedState: { ...visitor, consultants: team() } });
    await screen.findByRole('link', { name: /Grace Hopper/ });
    await user.click(screen.getByRole('combobox', { name: 'Expertise' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'All expertise',
      'Cloud',
      'SAP',
    ]);
    await user.click(screen.getByRole('option', { name: 'SAP' }));
    expect(screen.queryByRole('link', { name: /Grace Hopper/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Alan Turing/ })).toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Available only' }));
    expect(screen.queryByRole('link', { name: /Alan Turing/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Ada Lovelace/ })).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Expertise' }));
    await user.click(screen.getByRole('option', { name: 'Cloud' }));
    expect(screen.getByText('No consultants match your filters.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(screen.getAllByRole('link', { name: /Lovelace|Turing|Hopper/ })).toHaveLength(3);
  }, 20_000);

  it('searches on the server once typing pauses for the debounce', async () => {
    const fake = installFakeAdapter((config) => {
      const search = (config.params as { search?: string } | undefined)?.search;
      return { status: 200, data: search ? [makeConsultant({ id: 9, fullName: 'Ada Search' })] : [] };
    });
    try {
      const { user, dispatched } = renderRoutes('/consultants', {
        preloadedState: visitor,
        storeOptions: { runSagas: true },
      });
      const box = await screen.findByRole('searchbox', { name: 'Search consultants' });
      await user.type(box, 'ada');
      expect(dispatched('consultants/searchChanged')).toHaveLength(3);
      // The debounce (166 ms), then the answer.
      expect(await screen.findByRole('link', { name: /Ada Search/ })).toBeInTheDocument();
      const searches = fake.calls.filter((c) => c.params !== undefined);
      expect(searches.map((c) => [c.url, c.params])).toEqual([['/consultants', { search: 'ada' }]]);
    } finally {
      fake.restore();
    }
  });

  it('shows the spec text with Retry when loading fails', async () => {
    const { store, user, dispatched } = renderRoutes('/consultants', { preloadedState: visitor });
    await screen.findByRole('search');
    act(() => {
      store.dispatch(requestFailed(CONSULTANT_REQUESTS.list, MSG.consultantsLoad));
    });
    expect(screen.getByRole('alert')).toHaveTextContent('An error occurred while loading consultants');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(dispatched('consultants/fetchRequested').at(-1)).toEqual(
      consultantsActions.fetchRequested({ search: '', force: true }),
    );
  });
});

describe('consultant detail and projects pages', () => {
  it('shows bio, expertise with levels, LinkedIn and a link to the projects', async () => {
    const consultants = stateAfter(
      consultantsActions.listReceived([
        makeConsultant({
          id: 5,
          slug: 'ada-lovelace',
          fullName: 'Ada Lovelace',
          bio: 'Analytical engines.',
          linkedInUrl: 'https://www.linkedin.com/in/ada',
          expertise: [makeExpertise({ id: 1, name: 'SAP', level: 'Expert', yearsOfExperience: 7 })],
        }),
      ]),
    ).consultants;
    const { dispatched } = renderRoutes('/consultants/ada-lovelace', {
      preloadedState: { ...visitor, consultants },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(screen.getByText('Analytical engines.')).toBeInTheDocument();
    expect(screen.getByText('Expert')).toBeInTheDocument();
    expect(screen.getByText('7 years')).toBeInTheDocument();
    const linkedIn = screen.getByRole('link', { name: 'LinkedIn profile' });
    expect(linkedIn).toHaveAttribute('href', 'https://www.linkedin.com/in/ada');
    expect(linkedIn).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'View projects' })).toHaveAttribute(
      'href',
      '/consultants/5/projects',
    );
    expect(dispatched('consultants/detailRequested')).toEqual([
      consultantsActions.detailRequested({ slug: 'ada-lovelace' }),
    ]);
  });

  it('never links a LinkedIn value that is not a web address, and says when nobody is found', async () => {
    const consultants = stateAfter(
      consultantsActions.listReceived([
        makeConsultant({ id: 5, slug: 'x', linkedInUrl: 'javascript:alert(1)' }),
      ]),
    ).consultants;
    const { store } = renderRoutes('/consultants/x', { preloadedState: { ...visitor, consultants } });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('link', { name: 'LinkedIn profile' })).not.toBeInTheDocument();
    act(() => {
      store.dispatch(requestFailed(CONSULTANT_REQUESTS.detail({ slug: 'x' }), MSG.consultantLoad, 404));
    });
    expect(screen.getByText('This consultant could not be found.')).toBeInTheDocument();
  });

  it('lists the public projects with status and dates', async () => {
    const state = stateAfter(
      consultantsActions.listReceived([makeConsultant({ id: 5, fullName: 'Ada Lovelace', slug: 'ada' })]),
    );
    const { store, dispatched } = renderRoutes('/consultants/5/projects', {
      preloadedState: { ...visitor, consultants: state.consultants },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Projects' })).toBeInTheDocument();
    expect(dispatched('consultants/publicProjectsRequested')).toEqual([
      consultantsActions.publicProjectsRequested({ consultantId: 5 }),
    ]);
    expect(dispatched('consultants/detailRequested')).toEqual([
      consultantsActions.detailRequested({ id: 5 }),
    ]);
    act(() => {
      store.dispatch(
        consultantsActions.publicProjectsReceived({
          consultantId: 5,
          projects: [
            { name: 'ERP Roll-out', status: 'OnHold', startDate: '2025-01-10', endDate: '2025-06-30' },
          ],
        }),
      );
    });
    expect(screen.getByText('ERP Roll-out')).toBeInTheDocument();
    expect(screen.getByText('On hold')).toBeInTheDocument();
    expect(screen.getByText('Jan 10, 2025 – Jun 30, 2025')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ada Lovelace' })).toHaveAttribute('href', '/consultants/ada');
    await waitFor(() => expect(document.title).toBe('Projects of Ada Lovelace | Anatolia Consulting'));
  });
});
