import { createEntityAdapter, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { RoleId } from '@shared/roles';
import { sessionActions } from '@client/features/authentication';
import {
  byRoleId,
  initialRoleMembers,
  initialUserList,
  type Customer,
  type CustomerPage,
  type ManagedUser,
  type Role,
  type UserListState,
  type UserPage,
} from './userModel';
import { usersRequested } from './usersRequested';
import * as paged from '@client/lib/pagedList';

export { USER_REQUESTS } from './usersRequested';

/** Every user the store holds, by id, whichever read brought them (the list, a role, a detail). */
export const usersAdapter = createEntityAdapter<ManagedUser>();
/** Customers as the project forms pick them, by id. */
export const customersAdapter = createEntityAdapter<Customer>();

export const initialUsersState = usersAdapter.getInitialState({
  list: initialUserList,
  members: initialRoleMembers,
  roles: [] as Role[],
  customers: customersAdapter.getInitialState(),
  /** The customers' page last loaded, in the server's order. */
  customerPage: { ids: [] as number[], total: 0 },
  /** The users a picker offers, in the server's order. */
  pickerIds: [] as number[],
});
export type UsersState = typeof initialUsersState;

type ListQueryChange = Partial<Pick<UserListState, 'roleId' | 'isActive' | 'pageSize'>>;

const usersSlice = createSlice({
  name: 'users',
  initialState: initialUsersState,
  reducers: {
    /** A page of the administrators' list: its rows merged by id, its ids and counts kept. */
    listReceived: paged.pageReceived<UsersState, UserPage['data'][number]>(usersAdapter.setMany),
    /** A page of one role's members. */
    membersReceived(state, action: PayloadAction<UserPage & { roleId: RoleId }>) {
      const { data, total, page, pageSize, roleId } = action.payload;
      usersAdapter.setMany(state, data);
      state.members = { roleId, ids: data.map((u) => u.id), total, page, pageSize };
    },
    pickerReceived(state, action: PayloadAction<ManagedUser[]>) {
      usersAdapter.setMany(state, action.payload);
      state.pickerIds = action.payload.map((u) => u.id);
    },
    /** A detail read or a write's answer. */
    saved(state, action: PayloadAction<ManagedUser>) {
      const user = action.payload;
      usersAdapter.setOne(state, user);
      // A role change moves them out of the role shown.
      if (state.members.roleId !== null && user.roleId !== state.members.roleId) {
        paged.dropFromPage(state.members, user.id);
      }
    },
    removed(state, action: PayloadAction<number>) {
      const id = action.payload;
      usersAdapter.removeOne(state, id);
      paged.dropFromPage(state.list, id);
      paged.dropFromPage(state.members, id);
      state.pickerIds = state.pickerIds.filter((x) => x !== id);
      customersAdapter.removeOne(state.customers, id);
      paged.dropFromPage(state.customerPage, id);
    },
    rolesReceived(state, action: PayloadAction<Role[]>) {
      state.roles = [...action.payload].sort(byRoleId);
    },
    customersReceived(state, action: PayloadAction<CustomerPage>) {
      const { data, total } = action.payload;
      customersAdapter.setMany(state.customers, data);
      state.customerPage = { ids: data.map((c) => c.id), total };
    },
    searchChanged: paged.searchChanged,
    listQueryChanged: paged.listQueryChanged<ListQueryChange>(),
    /**
     * A column header was clicked: that column ascending, or the other way round when it is already
     * the sorted one; the saga reloads.
     */
    sortChanged(state, action: PayloadAction<UserListState['sort']>) {
      const same = state.list.sort === action.payload;
      state.list.order = same && state.list.order === 'asc' ? 'desc' : 'asc';
      state.list.sort = action.payload;
      state.list.page = 1;
    },
    pageChanged: paged.pageChanged,
  },
  extraReducers: (builder) => {
    // Another user may sign in next in this browser: the people of the firm are not theirs to see.
    builder.addCase(sessionActions.loggedOut, () => initialUsersState);
    // Another role's members are not this one's.
    builder.addCase(usersRequested.membersRequested, (state, action) => {
      if (state.members.roleId !== action.payload.roleId) {
        state.members = { ...initialRoleMembers, roleId: action.payload.roleId };
      }
    });
  },
});

export const usersActions = { ...usersSlice.actions, ...usersRequested };
export const usersReducer = usersSlice.reducer;
export default usersSlice;
