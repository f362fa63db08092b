import { act, screen, waitFor, within } from '@testing-library/react';
import { usersActions, USER_REQUESTS } from '@client/features/users/usersSlice';
import { makeUser, renderRoutes, sessionState, preloadPages, fill } from '@test/client/renderWithProviders';
import { requestFailed, requestSucceeded } from '@test/client/requests';
import { makeManagedUser, makeRoles, userPage } from '../../features/users/fixtures';
import { stateAfter } from '../contentState';

// Every page loaded before the tests, so that no query waits on module loading.
beforeAll(preloadPages);

const admin = sessionState(makeUser({ id: 1, roleId: 1, roles: ['Admin'] }));
const consultant = sessionState(makeUser({ id: 2, roleId: 2, roles: ['Consultant'], consultantId: 9 }));

function withUsers() {
  return stateAfter(
    usersActions.listReceived(
      userPage([
        makeManagedUser(1, { roleId: 1, name: 'Ada', surname: 'Admin' }),
        makeManagedUser(2, { name: 'Grace', surname: 'Hopper', roleId: 2 }),
        makeManagedUser(3, { name: 'Alan', surname: 'Turing', isActive: false }),
      ]),
    ),
    requestSucceeded(USER_REQUESTS.list),
  );
}

async function openUsers(preloaded = withUsers()) {
  const { users, requests } = preloaded;
  const view = renderRoutes('/dashboard/users', { preloadedState: { session: admin, users, requests } });
  const table = await screen.findByRole('table', { name: 'Users' });
  return { ...view, table };
}

describe('dashboard users page', () => {
  it('lists users and searches, filters and sorts on the server', async () => {
    const { table, dispatched, user } = await openUsers();
    expect(dispatched('users/listRequested')).toHaveLength(1);
    expect(within(table).getByText('Grace Hopper')).toBeInTheDocument();
    // The signed-in administrator cannot delete or deactivate themselves from here.
    expect(within(table).queryByRole('button', { name: 'Delete Ada Admin' })).not.toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Search users' }), 'gr');
    expect(dispatched('users/searchChanged').map((a) => a.payload)).toEqual(['g', 'gr']);

    await user.click(within(table).getByRole('button', { name: 'Name' }));
    await user.click(within(table).getByRole('button', { name: 'Email' }));
    expect(dispatched('users/sortChanged').map((a) => a.payload)).toEqual(['name', 'email']);

    await user.click(screen.getByRole('combobox', { name: 'Role' }));
    await user.click(await screen.findByRole('option', { name: 'Consultant' }));
    expect(dispatched('users/listQueryChanged')).toEqual([usersActions.listQueryChanged({ roleId: 2 })]);
  });

  it('shows the empty and the failed states', async () => {
    const empty = stateAfter(usersActions.listReceived(userPage([])), requestSucceeded(USER_REQUESTS.list));
    renderRoutes('/dashboard/users', {
      preloadedState: { session: admin, users: empty.users, requests: empty.requests },
    });
    expect(await screen.findByText('No users yet.')).toBeInTheDocument();
  });

  it('says why the list failed and offers a retry', async () => {
    const failed = stateAfter(requestFailed(USER_REQUESTS.list, 'An error occurred while getting all users'));
    const { user, dispatched } = renderRoutes('/dashboard/users', {
      preloadedState: { session: admin, requests: failed.requests },
    });
    expect(await screen.findByText('An error occurred while getting all users')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(dispatched('users/listRequested').at(-1)).toEqual(usersActions.listRequested({ force: true }));
  });

  it('validates the new user on the client, and sends an invitation unless a password is given', async () => {
    const { dispatched, user, store } = await openUsers();
    await user.click(screen.getByRole('button', { name: 'New user' }));
    const dialog = await screen.findByRole('dialog', { name: 'New user' });
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(within(dialog).getByText('User name is required.')).toBeInTheDocument();
    expect(within(dialog).getByText('Email is required.')).toBeInTheDocument();

    await fill(user, within(dialog).getByLabelText(/^User name/), 'grace hopper');
    await fill(user, within(dialog).getByLabelText(/^Email/), 'not-an-address');
    await fill(user, within(dialog).getByLabelText(/^First name/), 'Grace');
    await fill(user, within(dialog).getByLabelText(/^Last name/), 'Hopper');
    await user.click(within(dialog).getByRole('switch', { name: 'Send an invitation e-mail' }));
    await fill(user, within(dialog).getByLabelText(/^Initial password/), 'short');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(within(dialog).getByText(/User name may contain only/)).toBeInTheDocument();
    expect(within(dialog).getByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(within(dialog).getByText('Password must be between 8 and 128 characters.')).toBeInTheDocument();
    expect(dispatched('users/createRequested')).toEqual([]);

    await user.clear(within(dialog).getByLabelText(/^User name/));
    await fill(user, within(dialog).getByLabelText(/^User name/), 'grace');
    await user.clear(within(dialog).getByLabelText(/^Email/));
    await fill(user, within(dialog).getByLabelText(/^Email/), 'grace@example.com');
    await fill(user, within(dialog).getByLabelText(/^Initial password/), '-enough');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(dispatched('users/createRequested')).toEqual([
      usersActions.createRequested({
        userName: 'grace',
        email: 'grace@example.com',
        name: 'Grace',
        surname: 'Hopper',
        phoneNumber: '',
        roleId: 3,
        password: 'short-enough',
      }),
    ]);

    // The server's refusal shows above the form, its field messages under the fields.
    act(() => {
      store.dispatch(
        requestFailed(USER_REQUESTS.create, 'This email address is already registered.', 409, {
          email: 'Already registered.',
        }),
      );
    });
    expect(within(dialog).getByText('This email address is already registered.')).toBeInTheDocument();
    expect(within(dialog).getByText('Already registered.')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('switch', { name: 'Send an invitation e-mail' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(dispatched('users/createRequested').at(-1)?.payload).not.toHaveProperty('password');
  });

  it('edits a user with the update payload and the active switch', async () => {
    const { dispatched, user } = await openUsers();
    await user.click(screen.getByRole('button', { name: 'Edit Alan Turing' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Alan Turing' });
    await user.click(within(dialog).getByRole('switch', { name: /Active/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(dispatched('users/updateRequested')).toEqual([
      usersActions.updateRequested({
        id: 3,
        changes: {
          userName: 'user3',
          email: 'user3@example.com',
          name: 'Alan',
          surname: 'Turing',
          phoneNumber: '',
          roleId: 3,
          isActive: true,
        },
      }),
    ]);
  });

  it('activates at once, deactivates and deletes after confirmations that name the person', async () => {
    const { dispatched, user, table, store } = await openUsers();
    await user.click(within(table).getByRole('button', { name: 'Deactivate Grace Hopper' }));
    const ask = await screen.findByRole('dialog', { name: 'Deactivate user?' });
    expect(
      within(ask).getByText(/Grace Hopper \(user2@example\.com\) will be signed out/),
    ).toBeInTheDocument();
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(dispatched('users/statusRequested')).toEqual([]);
    await user.click(within(table).getByRole('button', { name: 'Deactivate Grace Hopper' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Deactivate user?' })).getByRole('button', {
        name: 'Deactivate',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(within(table).getByRole('button', { name: 'Activate Alan Turing' }));
    expect(dispatched('users/statusRequested')).toEqual([
      usersActions.statusRequested({ id: 2, isActive: false }),
      usersActions.statusRequested({ id: 3, isActive: true }),
    ]);

    await user.click(within(table).getByRole('button', { name: 'Delete Grace Hopper' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete user?' });
    expect(
      within(dialog).getByText(/Grace Hopper \(user2@example\.com\) will be deleted/),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(dispatched('users/removeRequested')).toEqual([usersActions.removeRequested({ id: 2 })]);
    act(() => {
      store.dispatch(
        requestFailed(USER_REQUESTS.remove(2), 'The last administrator cannot be deleted.', 409),
      );
    });
    expect(within(dialog).getByText('The last administrator cannot be deleted.')).toBeInTheDocument();
  });

  it('mails an active user who has not verified their address a new code, and says why it failed', async () => {
    const preloaded = stateAfter(
      usersActions.listReceived(
        userPage([
          makeManagedUser(2, { name: 'Grace', surname: 'Hopper' }),
          makeManagedUser(3, { name: 'Alan', surname: 'Turing', emailVerified: false }),
          makeManagedUser(4, { name: 'Linus', surname: 'T', emailVerified: false, isActive: false }),
        ]),
      ),
      requestSucceeded(USER_REQUESTS.list),
    );
    const { dispatched, user, table, store } = await openUsers(preloaded);
    const send = (name: string) => `Send ${name} a new verification code`;
    expect(within(table).queryByRole('button', { name: send('Grace Hopper') })).not.toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: send('Linus T') })).not.toBeInTheDocument();
    await user.click(within(table).getByRole('button', { name: send('Alan Turing') }));
    expect(dispatched('users/verificationPinRequested')).toEqual([
      usersActions.verificationPinRequested({ id: 3 }),
    ]);
    act(() => {
      store.dispatch(
        requestFailed(
          USER_REQUESTS.verificationPin(3),
          'An error occurred while resending verification pin',
          500,
        ),
      );
    });
    expect(screen.getByText('An error occurred while resending verification pin')).toBeInTheDocument();
  });

  it('is for administrators only', async () => {
    const { router } = renderRoutes('/dashboard/users', { preloadedState: { session: consultant } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/unauthorized'));
  });
});

describe('dashboard roles page', () => {
  function withRoles() {
    return stateAfter(
      usersActions.rolesReceived(makeRoles([1, 2, 5, 0])),
      requestSucceeded(USER_REQUESTS.roles),
      usersActions.membersRequested({ roleId: 2 }),
      usersActions.membersReceived({
        ...userPage([
          makeManagedUser(4, { name: 'Grace', surname: 'Hopper', roleId: 2 }),
          makeManagedUser(5, { name: 'Linus', surname: 'T', roleId: 2 }),
        ]),
        roleId: 2,
      }),
      requestSucceeded(USER_REQUESTS.members),
    );
  }

  it('shows the roles with their counts and a role’s members, and removes a role after a confirmation', async () => {
    const { users, requests } = withRoles();
    const { dispatched, user, store } = renderRoutes('/dashboard/roles', {
      preloadedState: { session: admin, users, requests },
    });
    const roles = await screen.findByRole('list', { name: 'Roles' });
    expect(within(roles).getByLabelText('5 members')).toBeInTheDocument();
    expect(dispatched('users/rolesRequested')).toHaveLength(1);
    expect(dispatched('users/membersRequested')).toEqual([usersActions.membersRequested({ roleId: 2 })]);

    const members = screen.getByRole('table', { name: 'Consultant members' });
    await user.click(
      within(members).getByRole('button', { name: 'Remove the Consultant role of Grace Hopper' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Remove role?' });
    expect(within(dialog).getByText(/Grace Hopper loses the Consultant role/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(dispatched('users/roleRemoveRequested')).toEqual([
      usersActions.roleRemoveRequested({ userId: 4 }),
    ]);
    act(() => {
      store.dispatch(requestSucceeded(USER_REQUESTS.role(4)));
    });
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Remove role?' })).not.toBeInTheDocument(),
    );

    await user.click(within(roles).getByRole('button', { name: /^Admin/ }));
    expect(dispatched('users/membersRequested').at(-1)).toEqual(usersActions.membersRequested({ roleId: 1 }));
  });

  it('assigns a role to a user found by search', async () => {
    const { users, requests } = withRoles();
    const { dispatched, user, store } = renderRoutes('/dashboard/roles', {
      preloadedState: { session: admin, users, requests },
    });
    await user.click(await screen.findByRole('button', { name: 'Assign a role' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign a role' });
    await user.click(within(dialog).getByRole('button', { name: 'Assign' }));
    expect(within(dialog).getByText('Choose a user.')).toBeInTheDocument();

    await user.type(within(dialog).getByRole('combobox', { name: /User/ }), 'al');
    expect(dispatched('users/pickerRequested').map((a) => a.payload)).toEqual([
      { search: '' },
      { search: 'a' },
      { search: 'al' },
    ]);
    act(() => {
      store.dispatch(usersActions.pickerReceived([makeManagedUser(6, { name: 'Alan', surname: 'Kay' })]));
    });
    await user.click(await screen.findByRole('option', { name: 'Alan Kay (user6@example.com)' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Role' }));
    await user.click(await screen.findByRole('option', { name: 'Admin' }));
    await user.click(within(dialog).getByRole('button', { name: 'Assign' }));
    expect(dispatched('users/roleAssignRequested')).toEqual([
      usersActions.roleAssignRequested({ userId: 6, roleId: 1 }),
    ]);
    act(() => {
      store.dispatch(requestSucceeded(USER_REQUESTS.role(6)));
    });
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Assign a role' })).not.toBeInTheDocument(),
    );
  });
});
