import { act, screen, waitFor, within } from '@testing-library/react';
import { projectsActions, PROJECT_REQUESTS } from '@client/features/projects/projectsSlice';
import { tasksActions, TASK_REQUESTS } from '@client/features/tasks/tasksSlice';
import { consultantsActions } from '@client/features/consultants/consultantsSlice';
import { CONSULTANT_WRITE_REQUESTS } from '@client/features/consultants/consultantsRequested';
import { requestsActions } from '@client/lib/requests';
import type { Customer } from '@client/features/users/userModel';
import { USER_REQUESTS, usersActions } from '@client/features/users/usersSlice';
import { MSG } from '@shared/messages';
import { makeUser, renderRoutes, sessionState, preloadPages, fill } from '@test/client/renderWithProviders';
import { requestFailed, requestSucceeded } from '@test/client/requests';
import { makeDetail, makeProject, makeTask } from '../../features/projects/fixtures';
import { makeConsultant } from '../../features/consultants/fixtures';
import { stateAfter } from '../contentState';

// Every page loaded before the tests, so that no query waits on module loading.
beforeAll(preloadPages);

const admin = sessionState(makeUser({ id: 1, roleId: 1, roles: ['Admin'] }));
const consultant = sessionState(makeUser({ id: 2, roleId: 2, roles: ['Consultant'], consultantId: 9 }));

const customer = (id: number, label: string, email: string): Customer => ({
  id,
  label,
  name: '',
  surname: '',
  userName: '',
  email,
  phoneNumber: '',
  isActive: true,
});
const customersPage = (...data: Customer[]) =>
  usersActions.customersReceived({ data, total: data.length, page: 1, pageSize: 20 });

function withProjects(...extra: Parameters<typeof stateAfter>) {
  return stateAfter(
    projectsActions.listReceived({
      data: [
        makeProject(1, { name: 'Alpha' }),
        makeProject(2, {
          name: 'Beta',
          permissions: { manage: false, contribute: true, deleteTasks: false, apply: false },
        }),
      ],
      total: 2,
      page: 1,
      pageSize: 20,
    }),
    requestSucceeded(PROJECT_REQUESTS.list),
    ...extra,
  );
}

describe('dashboard projects page', () => {
  it('lists projects for an administrator with the actions the permissions allow', async () => {
    const { projects, requests } = withProjects();
    const { dispatched, user } = renderRoutes('/dashboard/projects', {
      preloadedState: { session: admin, projects, requests },
    });
    const table = await screen.findByRole('table', { name: 'Projects' });
    expect(within(table).getByRole('link', { name: 'Alpha' })).toHaveAttribute('href', '/projects/1');
    expect(within(table).getByRole('button', { name: 'Edit Alpha' })).toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: 'Edit Beta' })).not.toBeInTheDocument();
    expect(dispatched('projects/listQueryChanged')).toEqual([
      projectsActions.listQueryChanged({ scope: 'all' }),
    ]);

    await user.click(within(table).getByRole('button', { name: 'Delete Alpha' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete project?' });
    expect(within(dialog).getByText(/"Alpha"/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(dispatched('projects/removeRequested')).toEqual([projectsActions.removeRequested({ id: 1 })]);
  });

  it('creates a project from the dialog', async () => {
    const { projects, requests } = withProjects();
    const { dispatched, user } = renderRoutes('/dashboard/projects', {
      preloadedState: { session: admin, projects, requests },
    });
    await user.click(await screen.findByRole('button', { name: 'New project' }));
    const dialog = await screen.findByRole('dialog', { name: 'New project' });
    await fill(user, within(dialog).getByLabelText(/^Name/), 'Gamma');
    await user.type(within(dialog).getByLabelText('Budget'), '2500');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(dispatched('projects/createRequested')).toEqual([
      projectsActions.createRequested({
        name: 'Gamma',
        description: '',
        status: 'Pending',
        customerId: null,
        serviceId: null,
        budget: 2500,
        currency: 'TRY',
        startDate: null,
        endDate: null,
        isAvailableForApplication: false,
      }),
    ]);
  });

  it('closes the form once the project is created, and does not reopen it when that project goes', async () => {
    const { projects, requests } = withProjects();
    const { store, user } = renderRoutes('/dashboard/projects', {
      preloadedState: { session: admin, projects, requests },
    });
    await user.click(await screen.findByRole('button', { name: 'New project' }));
    const dialog = await screen.findByRole('dialog', { name: 'New project' });
    await fill(user, within(dialog).getByLabelText(/^Name/), 'Gamma');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    act(() => {
      store.dispatch(projectsActions.created(makeDetail(3, { name: 'Gamma' })));
      store.dispatch(requestSucceeded(PROJECT_REQUESTS.create));
    });
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'New project' })).not.toBeInTheDocument(),
    );
    act(() => {
      store.dispatch(projectsActions.removed(3));
    });
    expect(screen.queryByRole('dialog', { name: 'New project' })).not.toBeInTheDocument();
  });

  it('searches customers as the administrator types, and sends the one picked', async () => {
    const { projects, requests } = withProjects();
    const { dispatched, store, user } = renderRoutes('/dashboard/projects', {
      preloadedState: { session: admin, projects, requests },
    });
    await user.click(await screen.findByRole('button', { name: 'New project' }));
    const dialog = await screen.findByRole('dialog', { name: 'New project' });
    await fill(user, within(dialog).getByLabelText(/^Name/), 'Gamma');
    const picker = within(dialog).getByRole('combobox', { name: 'Customer' });
    await user.type(picker, 'gr');
    expect(dispatched('users/customersRequested').map((a) => a.payload)).toEqual([
      undefined,
      { search: 'g' },
      { search: 'gr' },
    ]);
    act(() => {
      store.dispatch(requestsActions.started({ key: USER_REQUESTS.customers }));
    });
    expect(within(dialog).getByRole('progressbar', { name: 'Loading customers' })).toBeInTheDocument();
    expect(await screen.findByText('Loading customers…')).toBeInTheDocument();
    act(() => {
      store.dispatch(customersPage(customer(4, 'Grace Hopper', 'grace@example.com')));
      store.dispatch(requestSucceeded(USER_REQUESTS.customers));
    });
    expect(within(dialog).queryByRole('progressbar', { name: 'Loading customers' })).not.toBeInTheDocument();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(picker).toHaveValue('Grace Hopper — grace@example.com');
    // The box shows the choice again, so the unsearched page comes back.
    expect(dispatched('users/customersRequested').at(-1)?.payload).toEqual({ search: '' });
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(dispatched('projects/createRequested').map((a) => a.payload)).toEqual([
      expect.objectContaining({ name: 'Gamma', customerId: 4 }),
    ]);
  });

  it('says when no customer matches, and when the search fails', async () => {
    const { projects, requests } = withProjects();
    const { store, user } = renderRoutes('/dashboard/projects', {
      preloadedState: { session: admin, projects, requests },
    });
    await user.click(await screen.findByRole('button', { name: 'New project' }));
    const dialog = await screen.findByRole('dialog', { name: 'New project' });
    await user.type(within(dialog).getByRole('combobox', { name: 'Customer' }), 'zz');
    act(() => {
      store.dispatch(customersPage());
      store.dispatch(requestSucceeded(USER_REQUESTS.customers));
    });
    expect(await screen.findByText('No customers found')).toBeInTheDocument();
    act(() => {
      store.dispatch(requestFailed(USER_REQUESTS.customers, MSG.customersFetchFailed));
    });
    // In the open list and under the field.
    await waitFor(() => expect(screen.getAllByText(MSG.customersFetchFailed)).toHaveLength(2));
    expect(screen.queryByText('No customers found')).not.toBeInTheDocument();
  });

  it('shows the project’s customer when editing, keeps it, and sends null once cleared', async () => {
    const { projects, requests } = withProjects();
    const { dispatched, store, user } = renderRoutes('/dashboard/projects', {
      preloadedState: { session: admin, projects, requests },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Alpha' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Alpha' });
    const picker = within(dialog).getByRole('combobox', { name: 'Customer' });
    expect(picker).toHaveValue('Cem Customer');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(dispatched('projects/updateRequested').at(-1)?.payload).toMatchObject({
      id: 1,
      changes: { customerId: 30 },
    });

    act(() => {
      store.dispatch(
        requestFailed(PROJECT_REQUESTS.update(1), 'Check the fields.', 400, {
          customerId: 'No such customer.',
        }),
      );
    });
    expect(within(dialog).getByText('No such customer.')).toBeInTheDocument();

    await user.clear(picker);
    expect(picker).toHaveValue('');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(dispatched('projects/updateRequested').at(-1)?.payload).toMatchObject({
      id: 1,
      changes: { customerId: null },
    });
  });

  it('shows a consultant their own projects, read-only', async () => {
    const { projects, requests } = withProjects();
    const { dispatched } = renderRoutes('/dashboard/projects', {
      preloadedState: { session: consultant, projects, requests },
    });
    const table = await screen.findByRole('table', { name: 'Projects' });
    expect(screen.queryByRole('button', { name: 'New project' })).not.toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: 'Edit Alpha' })).not.toBeInTheDocument();
    expect(dispatched('projects/listQueryChanged')).toEqual([
      projectsActions.listQueryChanged({ scope: 'mine' }),
    ]);
  });
});

describe('dashboard task pages', () => {
  it('toggles a task complete from the management table', async () => {
    const { tasks, requests } = stateAfter(
      tasksActions.listReceived({
        data: [makeTask(5, { taskName: 'Write report', dueDate: '2026-11-28' })],
        total: 1,
        page: 1,
        pageSize: 20,
      }),
      requestSucceeded(TASK_REQUESTS.list),
    );
    const { dispatched, user } = renderRoutes('/dashboard/tasks-management', {
      preloadedState: { session: admin, tasks, requests },
    });
    const table = await screen.findByRole('table', { name: 'Tasks' });
    expect(within(table).getByRole('link', { name: 'Project 1' })).toHaveAttribute('href', '/projects/1');
    // The day format of every table (lib/format.ts), not the browser's default one.
    expect(within(table).getByText('Nov 28, 2026')).toBeInTheDocument();
    await user.click(within(table).getByRole('checkbox', { name: 'Complete Write report' }));
    expect(dispatched('tasks/completeRequested')).toEqual([
      tasksActions.completeRequested({ id: 5, isComplete: true }),
    ]);
  });

  it("asks for a consultant's own open tasks", async () => {
    const { dispatched } = renderRoutes('/dashboard/tasks', { preloadedState: { session: consultant } });
    await screen.findByRole('heading', { name: 'My Tasks' });
    await waitFor(() =>
      expect(dispatched('tasks/filtersChanged')).toEqual([
        tasksActions.filtersChanged({
          projectId: null,
          assignedTo: 9,
          isComplete: false,
          priority: null,
          search: '',
        }),
      ]),
    );
  });
});

describe('dashboard consultants page', () => {
  function adminState() {
    return stateAfter(
      consultantsActions.allReceived([
        makeConsultant({ id: 1, fullName: 'Ayla Approved' }),
        makeConsultant({
          id: 2,
          fullName: 'Pelin Pending',
          applicationStatus: 'Pending',
          appliedAt: '2026-02-01T00:00:00.000Z',
          hasCv: true,
        }),
      ]),
      requestSucceeded(CONSULTANT_WRITE_REQUESTS.all),
    );
  }

  it('reviews applications: CV, approve, and reject with notes', async () => {
    const { consultants, requests } = adminState();
    const { dispatched, user } = renderRoutes('/dashboard/consultants', {
      preloadedState: { session: admin, consultants, requests },
    });
    const queue = await screen.findByRole('table', { name: 'Applications' });
    await user.click(within(queue).getByRole('button', { name: 'CV of Pelin Pending' }));
    expect(dispatched('consultants/cvDownloadRequested')).toEqual([
      consultantsActions.cvDownloadRequested({ consultantId: 2 }),
    ]);
    await user.click(within(queue).getByRole('button', { name: 'Approve Pelin Pending' }));
    expect(dispatched('consultants/approveRequested')).toEqual([
      consultantsActions.approveRequested({ id: 2 }),
    ]);

    await user.click(within(queue).getByRole('button', { name: 'Reject Pelin Pending' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject Pelin Pending?' });
    expect(within(dialog).getByRole('button', { name: 'Reject' })).toBeDisabled();
    await fill(user, within(dialog).getByLabelText(/^Notes/), 'Not now');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(dispatched('consultants/rejectRequested')).toEqual([
      consultantsActions.rejectRequested({ id: 2, adminNotes: 'Not now' }),
    ]);
  });

  it('deletes a consultant after a confirmation naming them', async () => {
    const { consultants, requests } = adminState();
    const { dispatched, user } = renderRoutes('/dashboard/consultants', {
      preloadedState: { session: admin, consultants, requests },
    });
    const table = await screen.findByRole('table', { name: 'Consultants' });
    await user.click(within(table).getByRole('button', { name: 'Delete Ayla Approved' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Ayla Approved?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(dispatched('consultants/removeRequested')).toEqual([
      consultantsActions.removeRequested({ id: 1 }),
    ]);
  });
});
