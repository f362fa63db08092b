import { createEntityAdapter, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { RoleId } from '@shared/roles';
import { sessionActions } from '@client/features/authentication/sessionSlice';
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

function dropFromPage(page: { ids: number[]; total: number }, id: number) {
  if (!page.ids.includes(id)) return;
  page.ids = page.ids.filter((x) => x !== id);
  page.total = Math.max(0, page.total - 1);
}

const usersSlice = createSlice({
  name: 'users',
  initialState: initialUsersState,
  reducers: {
    /** A page of the administrators' list: its rows merged by id, its ids and counts kept. */
    listReceived(state, action: PayloadAction<UserPage>) {
      const { data, total, page, pageSize } = action.payload;
      usersAdapter.setMany(state, data);
      Object.assign(state.list, { ids: data.map((u) => u.id), total, page, pageSize });
    },
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
        dropFromPage(state.members, user.id);
      }
    },
    removed(state, action: PayloadAction<number>) {
      const id = action.payload;
      usersAdapter.removeOne(state, id);
      dropFromPage(state.list, id);
      dropFromPage(state.members, id);
      state.pickerIds = state.pickerIds.filter((x) => x !== id);
      customersAdapter.removeOne(state.customers, id);
      dropFromPage(state.customerPage, id);
    },
    rolesReceived(state, action: PayloadAction<Role[]>) {
      state.roles = [...action.payload].sort(byRoleId);
    },
    customersReceived(state, action: PayloadAction<CustomerPage>) {
      const { data, total } = action.payload;
      customersAdapter.setMany(state.customers, data);
      state.customerPage = { ids: data.map((c) => c.id), total };
    },
    /** Each keystroke (back to page 1); the saga waits SEARCH_DEBOUNCE_MS before it asks the server. */
    searchChanged(state, action: PayloadAction<string>) {
      state.list.search = action.payload;
      state.list.page = 1;
    },
    /** A filter or the page size changed: back to page 1, and the saga reloads. */
    listQueryChanged(state, action: PayloadAction<ListQueryChange>) {
      Object.assign(state.list, action.payload, { page: 1 });
    },
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
    /** Another page of the same query; the saga reloads. */
    pageChanged(state, action: PayloadAction<number>) {
      state.list.page = Math.max(1, Math.floor(action.payload));
    },
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
