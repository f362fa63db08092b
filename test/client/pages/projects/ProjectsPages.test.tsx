import { act, fireEvent, screen, within } from '@testing-library/react';
import { MSG } from '@shared/messages';
import { CONSULTANT_REQUESTS, consultantsActions } from '@client/features/consultants/consultantsSlice';
import { APPLICATION_PENDING_TEXT } from '@client/features/consultants/ApplicationCard';
import { PROJECT_REQUESTS, projectsActions } from '@client/features/projects/projectsSlice';
import { PROJECT_APPLICATION_REQUESTS } from '@client/features/projects/projectApplicationsSlice';
import { TASK_REQUESTS, tasksActions } from '@client/features/tasks/tasksSlice';
import { takeFile } from '@client/lib/fileRegistry';
import { requestsActions } from '@client/lib/requests';
import { makeUser, renderRoutes, sessionState, preloadPages, fill } from '@test/client/renderWithProviders';
import { requestFailed, requestSucceeded } from '@test/client/requests';
import { makeConsultant } from '../../features/consultants/fixtures';
import { makeDetail, makeProject } from '../../features/projects/fixtures';

// Every page loaded before the tests, so that no query waits on module loading.
beforeAll(preloadPages);

const customer = makeUser({ id: 30, roleId: 3, roles: ['Customer'] });
const consultant = makeUser({ id: 40, roleId: 2, roles: ['Consultant'], isConsultant: true });
const admin = makeUser({ id: 1, roleId: 1, roles: ['Admin'] });

function openAs(user: ReturnType<typeof makeUser>, route: string) {
  return renderRoutes(route, { preloadedState: { session: sessionState(user) } });
}

function landPage(
  store: ReturnType<typeof openAs>['store'],
  data: ReturnType<typeof makeProject>[],
  total = data.length,
) {
  act(() => {
    store.dispatch(projectsActions.listReceived({ data, total, page: 1, pageSize: 20 }));
    store.dispatch(requestSucceeded(PROJECT_REQUESTS.list));
  });
}

beforeAll(() =>
  Promise.all([
    import('@client/pages/projects/ProjectsPage'),
    import('@client/pages/projectDetail/ProjectDetailPage'),
    import('@client/pages/profile/ProfilePage'),
  ]),
);

describe('/projects', () => {
  it('shows a customer their projects, and a way to ask for one when there are none', async () => {
    const { store, dispatched } = openAs(customer, '/projects');
    await screen.findByRole('heading', { name: 'My Projects' });
    expect(dispatched('projects/listQueryChanged')[0]).toEqual(
      projectsActions.listQueryChanged({ scope: 'all' }),
    );
    expect(screen.getByLabelText('Loading')).toBeInTheDocument();

    landPage(store, []);
    expect(screen.getByText('No projects yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get a quote' })).toHaveAttribute('href', '/request');

    landPage(store, [
      makeProject(1, { name: 'Website', teamSize: 2, leaderName: 'Lale Leader', openTasks: 3 }),
    ]);
    const row = screen.getByRole('link', { name: 'Website' });
    expect(row).toHaveAttribute('href', '/projects/1');
    expect(screen.getByText('$1,000.00')).toBeInTheDocument();
    expect(screen.getByText('2 members · lead Lale Leader')).toBeInTheDocument();
    // Every project in it is theirs: no customer column repeating their name.
    expect(screen.queryByRole('columnheader', { name: 'Customer' })).not.toBeInTheDocument();
    expect(screen.queryByText('Cem Customer')).not.toBeInTheDocument();
  });

  it('shows a failed load with a retry', async () => {
    const { store, dispatched } = openAs(customer, '/projects');
    await screen.findByRole('heading', { name: 'My Projects' });
    act(() => {
      store.dispatch(requestFailed(PROJECT_REQUESTS.list, MSG.projectsFetchFailed));
    });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(MSG.projectsFetchFailed);
    await act(async () => {
      within(alert).getByRole('button', { name: 'Retry' }).click();
    });
    expect(dispatched('projects/listRequested')).toHaveLength(1);
  });

  it('gives a consultant two tabs, and applies to an open project with a message', async () => {
    const { store, dispatched, user } = openAs(consultant, '/projects');
    await screen.findByRole('tab', { name: 'My projects' });
    expect(dispatched('projects/listQueryChanged')[0]).toEqual(
      projectsActions.listQueryChanged({ scope: 'mine' }),
    );

    await user.click(screen.getByRole('tab', { name: 'Open for applications' }));
    expect(dispatched('projects/listQueryChanged')[1]).toEqual(
      projectsActions.listQueryChanged({ scope: 'available' }),
    );
    const open = makeProject(5, {
      name: 'Data lake',
      isAvailableForApplication: true,
      permissions: { manage: false, contribute: false, deleteTasks: false, apply: true },
    });
    landPage(store, [open]);
    await user.click(screen.getByRole('button', { name: 'Apply to Data lake' }));
    const dialog = screen.getByRole('dialog');
    await fill(user, within(dialog).getByLabelText('Message'), 'I know this stack');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(dispatched('projectApplications/applyRequested')[0].payload).toEqual({
      projectId: 5,
      message: 'I know this stack',
    });
    act(() => {
      store.dispatch(projectsActions.myApplicationChanged({ projectId: 5, status: 'Pending' }));
      store.dispatch(requestSucceeded(PROJECT_APPLICATION_REQUESTS.apply(5)));
    });
    expect(within(dialog).getByText('Your application has been sent.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.getByText('Application: Pending')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Apply to Data lake' })).not.toBeInTheDocument();
  });

  it('offers others a search only once their list is longer than a page', async () => {
    const { store, dispatched, user } = openAs(consultant, '/projects');
    await screen.findByRole('tab', { name: 'My projects' });
    landPage(store, [makeProject(1)]);
    expect(screen.queryByLabelText('Search projects')).not.toBeInTheDocument();
    landPage(
      store,
      Array.from({ length: 20 }, (_, i) => makeProject(i + 1)),
      21,
    );
    await user.type(screen.getByLabelText('Search projects'), 'x');
    expect(dispatched('projects/searchChanged').map((a) => a.payload)).toEqual(['x']);
    expect(screen.queryByLabelText('Status')).not.toBeInTheDocument();
  });

  it('lets an administrator search, filter and page', async () => {
    const { store, dispatched, user } = openAs(admin, '/projects');
    await screen.findByLabelText('Search projects');
    landPage(
      store,
      Array.from({ length: 20 }, (_, i) => makeProject(i + 1)),
      45,
    );
    expect(screen.getByRole('columnheader', { name: 'Customer' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Search projects'), 'we');
    expect(dispatched('projects/searchChanged').map((a) => a.payload)).toEqual(['w', 'we']);
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(dispatched('projects/pageChanged')[0].payload).toBe(2);
  });
});

describe('/projects/:id', () => {
  it('shows the project with its sections, and tasks can be ticked and deleted after a confirmation', async () => {
    const { store, dispatched, user } = openAs(admin, '/projects/1');
    await screen.findByLabelText('Loading');
    expect(dispatched('projects/detailRequested')[0].payload).toEqual({ id: 1 });
    act(() => {
      store.dispatch(
        projectsActions.detailReceived(makeDetail(1, { name: 'Website', serviceName: 'Strategy' })),
      );
      store.dispatch(requestSucceeded(PROJECT_REQUESTS.detail(1)));
    });
    expect(screen.getByRole('heading', { name: 'Website', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Strategy')).toBeInTheDocument();
    expect(screen.getByText('Lale Leader')).toBeInTheDocument();
    expect(screen.getByText('Leader')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Updates' }));
    const titles = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(titles).toEqual(['Week 2', 'Kick-off']);

    await user.click(screen.getByRole('tab', { name: 'Metrics' }));
    expect(screen.getByRole('table', { name: 'Metric readings' })).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(4);
    expect(screen.getByRole('button', { name: 'Record a metric' })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Tasks' }));
    const boxes = screen.getAllByRole('checkbox');
    expect(boxes[0]).not.toBeChecked(); // open first
    await user.click(boxes[0]);
    expect(dispatched('tasks/completeRequested')[0].payload).toEqual({ id: 41, isComplete: true });
    await user.click(screen.getByRole('button', { name: 'Delete task Task 41' }));
    const dialog = screen.getByRole('dialog');
    expect(dispatched('tasks/removeRequested')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(dispatched('tasks/removeRequested')[0].payload).toEqual({ id: 41 });
    act(() => {
      store.dispatch(tasksActions.removed(41));
      store.dispatch(requestSucceeded(TASK_REQUESTS.remove(41)));
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByText('Task 41')).not.toBeInTheDocument();

    // A live change lands in the store and shows without a reload.
    act(() => {
      store.dispatch(projectsActions.historyReceived({ projectId: 1, entries: [] }));
    });
    await user.click(screen.getByRole('tab', { name: 'History' }));
    expect(screen.getByText('No history yet')).toBeInTheDocument();
  });

  it('hides the write buttons the server does not allow', async () => {
    const { store, user } = openAs(customer, '/projects/1');
    await screen.findByLabelText('Loading');
    act(() => {
      store.dispatch(
        projectsActions.detailReceived(
          makeDetail(1, {
            permissions: { manage: false, contribute: false, deleteTasks: false, apply: false },
          }),
        ),
      );
      store.dispatch(requestSucceeded(PROJECT_REQUESTS.detail(1)));
    });
    await user.click(screen.getByRole('tab', { name: 'Tasks' }));
    expect(screen.queryByRole('button', { name: 'Add a task' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Delete task/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Updates' }));
    expect(screen.queryByRole('button', { name: 'Post an update' })).not.toBeInTheDocument();
  });

  it('says when a project is not found, and offers a retry when the load failed', async () => {
    const { store } = openAs(customer, '/projects/9');
    await screen.findByLabelText('Loading');
    act(() => {
      store.dispatch(requestFailed(PROJECT_REQUESTS.detail(9), 'Failed to fetch project with ID: 9', 500));
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to fetch project with ID: 9');
    act(() => {
      store.dispatch(requestFailed(PROJECT_REQUESTS.detail(9), 'Not found.', 404));
    });
    expect(screen.getByText('Project not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to projects' })).toHaveAttribute('href', '/projects');
  });
});

describe('becoming a consultant on /profile', () => {
  async function openProfile() {
    const view = openAs(customer, '/profile');
    await screen.findByRole('heading', { name: 'Become a consultant' });
    return view;
  }

  it('checks the CV, sends the application with progress and then shows it pending', async () => {
    const { store, dispatched, user } = await openProfile();
    expect(dispatched('consultants/myProfileRequested')).toHaveLength(1);
    act(() => {
      store.dispatch(consultantsActions.myProfileReceived(null));
      store.dispatch(requestSucceeded(CONSULTANT_REQUESTS.mine));
    });
    await user.click(screen.getByRole('button', { name: 'Apply now' }));
    await fill(user, screen.getByLabelText(/Specialization/), 'Data strategy');
    await fill(user, screen.getByLabelText('Expertise'), 'SQL, , Python');
    const input = screen.getByTestId('cv-input');
    fireEvent.change(input, { target: { files: [new File(['x'], 'cv.txt', { type: 'text/plain' })] } });
    expect(screen.getByText(/Choose a PDF or Word document/)).toBeInTheDocument();
    const big = new File(['x'], 'cv.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 11 * 1024 * 1024 });
    fireEvent.change(input, { target: { files: [big] } });
    expect(screen.getByText('The CV may be at most 10 MiB.')).toBeInTheDocument();
    fireEvent.change(input, {
      target: { files: [new File(['pdf'], 'cv.pdf', { type: 'application/pdf' })] },
    });
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    const [sent] = dispatched('consultants/applyRequested') as Array<
      ReturnType<typeof consultantsActions.applyRequested>
    >;
    expect(sent.payload.form).toEqual({ specialization: 'Data strategy', expertise: 'SQL, Python' });
    expect(takeFile(sent.payload.fileId)).toBeInstanceOf(File);

    act(() => {
      store.dispatch(requestsActions.started({ key: CONSULTANT_REQUESTS.apply }));
      store.dispatch(consultantsActions.applyProgressed({ percent: 40 }));
    });
    expect(screen.getByText('Uploading… 40%')).toBeInTheDocument();
    act(() => {
      store.dispatch(
        consultantsActions.myProfileReceived(
          makeConsultant({ id: 9, userId: 30, applicationStatus: 'Pending' }),
        ),
      );
      store.dispatch(requestSucceeded(CONSULTANT_REQUESTS.apply));
    });
    expect(screen.getByText(APPLICATION_PENDING_TEXT)).toBeInTheDocument();
  });

  it('shows a rejected applicant the notes and lets them apply again', async () => {
    const { store, user } = await openProfile();
    act(() => {
      store.dispatch(
        consultantsActions.myProfileReceived(
          makeConsultant({
            id: 9,
            userId: 30,
            applicationStatus: 'Rejected',
            adminNotes: 'Too little experience',
          }),
        ),
      );
      store.dispatch(requestSucceeded(CONSULTANT_REQUESTS.mine));
    });
    expect(screen.getByText('Too little experience')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Apply again' }));
    expect(screen.getByRole('button', { name: 'Send application' })).toBeInTheDocument();
  });

  it('is not offered to a consultant', async () => {
    openAs(consultant, '/profile');
    await screen.findByRole('button', { name: 'Edit profile' });
    expect(screen.queryByRole('heading', { name: 'Become a consultant' })).not.toBeInTheDocument();
  });
});
