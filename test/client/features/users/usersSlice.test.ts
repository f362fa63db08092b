import { rootReducer, type RootState } from '@client/app/rootReducer';
import { sessionActions } from '@client/features/authentication/sessionSlice';
import {
  customerOf,
  customersOf,
  isCachedUserQuery,
  userChangesOf,
  userListQuery,
} from '@client/features/users/userModel';
import {
  selectCustomerPage,
  selectRoleMembers,
  selectRoleMembersPaging,
  selectRoles,
  selectUserById,
  selectUserListFiltered,
  selectUserPage,
  selectUserPaging,
} from '@client/features/users/usersSelectors';
import { usersActions as a } from '@client/features/users/usersSlice';
import { makeManagedUser, makeRoles, userPage } from './fixtures';

const init = (): RootState => rootReducer(undefined, { type: '@@init' });
const reduce = (state: RootState, ...actions: { type: string }[]) =>
  actions.reduce((s, action) => rootReducer(s, action), state);

describe('users in the store', () => {
  it('keeps a page of the list in the server’s order, with its paging', () => {
    const state = reduce(
      init(),
      a.listReceived(userPage([makeManagedUser(3), makeManagedUser(1)], 45, 2, 20)),
    );
    expect(selectUserPage(state).map((u) => u.id)).toEqual([3, 1]);
    expect(selectUserPaging(state)).toEqual({ page: 2, pageSize: 20, total: 45, pageCount: 3 });
    // Memoized: the same rows for the same state.
    expect(selectUserPage(state)).toBe(selectUserPage(state));
  });

  it('goes back to page 1 on a new search or filter, and flips the order on the sorted column', () => {
    let state = reduce(init(), a.pageChanged(3), a.searchChanged('ada'));
    expect(state.users.list).toMatchObject({ page: 1, search: 'ada' });
    expect(selectUserListFiltered(state)).toBe(true);
    state = reduce(state, a.pageChanged(2), a.listQueryChanged({ roleId: 2, isActive: false }));
    expect(state.users.list).toMatchObject({ page: 1, roleId: 2, isActive: false });
    expect(state.users.list).toMatchObject({ sort: 'createdAt', order: 'desc' });
    state = reduce(state, a.sortChanged('name'));
    expect(state.users.list).toMatchObject({ sort: 'name', order: 'asc' });
    state = reduce(state, a.sortChanged('name'));
    expect(state.users.list).toMatchObject({ sort: 'name', order: 'desc' });
    state = reduce(state, a.sortChanged('email'));
    expect(state.users.list).toMatchObject({ sort: 'email', order: 'asc' });
  });

  it('sends only what is set, and caches only the default first page', () => {
    const state = reduce(init(), a.searchChanged('  ada '), a.listQueryChanged({ isActive: true }));
    const query = userListQuery(state.users.list);
    expect(query).toEqual({
      page: 1,
      pageSize: 20,
      sort: 'createdAt',
      order: 'desc',
      search: 'ada',
      isActive: true,
    });
    expect(isCachedUserQuery(query)).toBe(false);
    expect(isCachedUserQuery(userListQuery(init().users.list))).toBe(true);
    expect(isCachedUserQuery(userListQuery(reduce(init(), a.sortChanged('name')).users.list))).toBe(false);
  });

  it('lands a saved user, and drops a removed one from every page', () => {
    let state = reduce(
      init(),
      a.listReceived(userPage([makeManagedUser(1), makeManagedUser(2)])),
      a.membersRequested({ roleId: 3 }),
      a.membersReceived({ ...userPage([makeManagedUser(2)]), roleId: 3 }),
      a.saved(makeManagedUser(1, { name: 'Grace' })),
    );
    expect(selectUserById(state, 1)?.name).toBe('Grace');
    state = reduce(state, a.removed(2));
    expect(selectUserPage(state).map((u) => u.id)).toEqual([1]);
    expect(selectUserPaging(state).total).toBe(1);
    expect(selectRoleMembers(state)).toEqual([]);
    expect(selectRoleMembersPaging(state).total).toBe(0);
  });

  it('moves a user whose role changed out of the role on show', () => {
    let state = reduce(
      init(),
      a.membersRequested({ roleId: 2 }),
      a.membersReceived({ ...userPage([makeManagedUser(4, { roleId: 2 })]), roleId: 2 }),
    );
    expect(selectRoleMembers(state).map((u) => u.id)).toEqual([4]);
    state = reduce(state, a.saved(makeManagedUser(4, { roleId: 3 })));
    expect(selectRoleMembers(state)).toEqual([]);
    // Another role's page starts empty.
    state = reduce(
      state,
      a.membersReceived({ ...userPage([makeManagedUser(5, { roleId: 2 })]), roleId: 2 }),
      a.membersRequested({ roleId: 1 }),
    );
    expect(state.users.members).toMatchObject({ roleId: 1, ids: [], total: 0 });
  });

  it('keeps the roles in id order and forgets everything at logout', () => {
    const roles = makeRoles();
    let state = reduce(init(), a.rolesReceived([...roles].reverse()));
    expect(selectRoles(state).map((r) => r.id)).toEqual([1, 2, 3, 4]);
    state = reduce(state, a.listReceived(userPage([makeManagedUser(1)])));
    state = reduce(state, sessionActions.loggedOut({ reason: 'logout' }));
    expect(state.users).toEqual(init().users);
  });
});

describe('customers', () => {
  it('reads id or value, and label, else fullName, else name and surname', () => {
    expect(customerOf({ id: 3, label: 'ACME (Ada)', name: 'Ada', surname: 'L' })).toMatchObject({
      id: 3,
      label: 'ACME (Ada)',
    });
    expect(customerOf({ value: 4, fullName: 'Grace Hopper' })).toMatchObject({
      id: 4,
      label: 'Grace Hopper',
      isActive: true,
    });
    expect(customerOf({ id: 5, name: 'Alan', surname: 'Turing', isActive: false })).toMatchObject({
      label: 'Alan Turing',
      isActive: false,
      email: '',
    });
    expect(customerOf({ label: 'No id' })).toBeNull();
    expect(customersOf([{ id: 1, name: 'A' }, { name: 'B' }]).map((c) => c.id)).toEqual([1]);
  });

  it('keeps the page of customers by id', () => {
    const state = reduce(
      init(),
      a.customersReceived({
        data: customersOf([
          { id: 2, fullName: 'B' },
          { value: 1, label: 'A' },
        ]),
        total: 2,
        page: 1,
        pageSize: 20,
      }),
    );
    expect(selectCustomerPage(state).map((c) => [c.id, c.label])).toEqual([
      [2, 'B'],
      [1, 'A'],
    ]);
  });
});

describe('the update payload of a status change', () => {
  it('keeps the user’s fields and changes only what is asked', () => {
    const user = makeManagedUser(8, { roleId: 2, phoneNumber: '+90 1' });
    expect(userChangesOf(user, { isActive: false })).toEqual({
      userName: 'user8',
      email: 'user8@example.com',
      name: 'Name8',
      surname: 'Surname8',
      roleId: 2,
      phoneNumber: '+90 1',
      isActive: false,
    });
  });
});
