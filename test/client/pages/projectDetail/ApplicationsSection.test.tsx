import { act, screen, waitFor, within } from '@testing-library/react';
import { MSG } from '@shared/messages';
import {
  PROJECT_APPLICATION_REQUESTS as AR,
  projectApplicationsActions,
} from '@client/features/projects/projectApplicationsSlice';
import { PROJECT_REQUESTS, projectsActions } from '@client/features/projects/projectsSlice';
import { requestsActions } from '@client/lib/requests';
import { ApplicationsSection } from '@client/pages/projectDetail/ApplicationsSection';
import {
  makeUser,
  renderRoutes,
  renderWithProviders,
  sessionState,
  preloadPages,
} from '@test/client/renderWithProviders';
import { requestFailed, requestSucceeded } from '@test/client/requests';
import { makeApplication, makeDetail, makeProject } from '../../features/projects/fixtures';

// Every page loaded before the tests, so that no query waits on module loading.
beforeAll(preloadPages);

const admin = makeUser({ id: 1, roleId: 1, roles: ['Admin'] });
const project = makeProject(1, { name: 'Website' });

function renderSection() {
  return renderWithProviders(<ApplicationsSection project={project} />, {
    preloadedState: { session: sessionState(admin) },
  });
}

function land(
  store: ReturnType<typeof renderSection>['store'],
  applications = [] as ReturnType<typeof makeApplication>[],
) {
  act(() => {
    store.dispatch(projectApplicationsActions.listReceived({ projectId: 1, applications }));
    store.dispatch(requestSucceeded(AR.list(1)));
  });
}

const rows = () => screen.getAllByRole('article');

describe('the Applications section of a project', () => {
  it('asks for the list, shows a skeleton, then the applications newest first', () => {
    const { store, dispatched } = renderSection();
    expect(dispatched('projectApplications/listRequested')[0].payload).toEqual({ projectId: 1 });
    expect(screen.getByLabelText('Loading applications')).toBeInTheDocument();

    land(store, [
      makeApplication(1, { consultantName: 'Ayla Early', createdAt: '2025-01-01T10:00:00.000Z' }),
      makeApplication(2, {
        consultantName: 'Mert Member',
        message: 'I know SAP.',
        createdAt: '2025-01-05T10:00:00.000Z',
      }),
      makeApplication(3, {
        consultantName: 'Rana Rejected',
        status: 'Rejected',
        createdAt: '2025-01-03T10:00:00.000Z',
      }),
    ]);
    expect(rows().map((r) => within(r).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Mert Member',
      'Rana Rejected',
      'Ayla Early',
    ]);
    const first = rows()[0];
    expect(within(first).getByText('I know SAP.')).toBeInTheDocument();
    expect(within(first).getByText('Application: Pending')).toBeInTheDocument();
    expect(within(first).getByText(/^Applied Jan 5, 2025/)).toBeInTheDocument();
    // Only pending applications can be decided.
    const decided = rows()[1];
    expect(within(decided).getByText('Application: Rejected')).toBeInTheDocument();
    expect(within(decided).queryByRole('button')).not.toBeInTheDocument();
  });

  it('says when there are none, and offers a retry when the load failed', async () => {
    const { store, dispatched, user } = renderSection();
    land(store);
    expect(screen.getByText('No applications yet')).toBeInTheDocument();

    act(() => {
      store.dispatch(requestFailed(AR.list(1), MSG.projectApplicationsFailed));
    });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(MSG.projectApplicationsFailed);
    expect(screen.queryByText('No applications yet')).not.toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(dispatched('projectApplications/listRequested')).toHaveLength(2);
  });

  it('accepts at once; the buttons wait for the decision and its error shows', async () => {
    const { store, dispatched, user } = renderSection();
    land(store, [makeApplication(2, { consultantName: 'Mert Member' })]);
    const accept = screen.getByRole('button', { name: 'Accept the application of Mert Member' });
    await user.click(accept);
    expect(dispatched('projectApplications/acceptRequested')[0].payload).toEqual({ id: 2 });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    act(() => {
      store.dispatch(requestsActions.started({ key: AR.decide(2) }));
    });
    expect(accept).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Reject the application of Mert Member' })).toBeDisabled();

    act(() => {
      store.dispatch(requestFailed(AR.decide(2), MSG.projectApplicationAcceptFailed));
    });
    expect(accept).toBeEnabled();
    expect(screen.getByRole('alert')).toHaveTextContent(MSG.projectApplicationAcceptFailed);

    act(() => {
      store.dispatch(projectApplicationsActions.saved(makeApplication(2, { status: 'Accepted' })));
      store.dispatch(requestSucceeded(AR.decide(2)));
    });
    expect(screen.getByText('Application: Accepted')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Accept the application/ })).not.toBeInTheDocument();
  });

  it('asks before rejecting, naming the consultant, and closes once rejected', async () => {
    const { store, dispatched, user } = renderSection();
    land(store, [makeApplication(2, { consultantName: 'Mert Member', projectName: 'Website' })]);
    await user.click(screen.getByRole('button', { name: 'Reject the application of Mert Member' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject the application of Mert Member?' });
    expect(dialog).toHaveTextContent('Mert Member will not join “Website”.');
    expect(dispatched('projectApplications/rejectRequested')).toHaveLength(0);

    // Cancelling sends nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(dispatched('projectApplications/rejectRequested')).toHaveLength(0);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Reject the application of Mert Member' }));
    const again = screen.getByRole('dialog');
    await user.click(within(again).getByRole('button', { name: 'Reject' }));
    expect(dispatched('projectApplications/rejectRequested')[0].payload).toEqual({ id: 2 });

    act(() => {
      store.dispatch(requestsActions.started({ key: AR.decide(2) }));
    });
    expect(within(again).getByRole('button', { name: 'Reject' })).toBeDisabled();
    act(() => {
      store.dispatch(requestFailed(AR.decide(2), MSG.projectApplicationRejectFailed));
    });
    expect(within(again).getByRole('alert')).toHaveTextContent(MSG.projectApplicationRejectFailed);

    act(() => {
      store.dispatch(projectApplicationsActions.saved(makeApplication(2, { status: 'Rejected' })));
      store.dispatch(requestSucceeded(AR.decide(2)));
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('Application: Rejected')).toBeInTheDocument();
  });
});

describe('the Applications tab of /projects/:id', () => {
  beforeAll(() => import('@client/pages/projectDetail/ProjectDetailPage'));

  function open(manage: boolean) {
    const result = renderRoutes('/projects/1', { preloadedState: { session: sessionState(admin) } });
    act(() => {
      result.store.dispatch(
        projectsActions.detailReceived(
          makeDetail(1, { permissions: { manage, contribute: manage, deleteTasks: manage, apply: false } }),
        ),
      );
      result.store.dispatch(requestSucceeded(PROJECT_REQUESTS.detail(1)));
    });
    return result;
  }

  it('is there for those who manage the project', async () => {
    const { dispatched, user } = open(true);
    await user.click(await screen.findByRole('tab', { name: 'Applications' }));
    expect(dispatched('projectApplications/listRequested')[0].payload).toEqual({ projectId: 1 });
  });

  it('is not there for anyone else', async () => {
    const { dispatched } = open(false);
    await screen.findByRole('tab', { name: 'Overview' });
    expect(screen.queryByRole('tab', { name: 'Applications' })).not.toBeInTheDocument();
    expect(dispatched('projectApplications/listRequested')).toHaveLength(0);
  });
});
