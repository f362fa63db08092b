import { useEffect, useState } from 'react';
import Button from '@mui/material/Button';
import { DashboardTitle } from '@client/components/DashboardTitle';
import AddIcon from '@mui/icons-material/Add';
import { MSG } from '@shared/messages';
import { useAppDispatch, useAppSelector } from '@client/lib/hooks';
import { useRequest } from '@client/lib/useRequest';
import { ConfirmDialog } from '@client/components/ConfirmDialog';
import { FilterSelect, SearchBar } from '@client/components/SearchBar';
import { selectUser } from '@client/features/authentication';
import { usePageTitle } from '@client/features/siteSettings';
import {
  displayName,
  type ManagedUser,
  selectUserCreateRequest,
  selectUserList,
  selectUserListFiltered,
  selectUserPage,
  selectUserPaging,
  selectUserRemoveRequest,
  selectUserStatusRequest,
  selectUserUpdateRequest,
  selectUsersRequest,
  selectVerificationPinRequest,
  usersActions,
  ROLE_OPTIONS,
} from '@client/features/users';
import { UserFormDialog } from './UserFormDialog';
import { UsersTable } from './UsersTable';
import { PagedListState } from '@client/components/PagedListState';
import { useOpening } from '@client/components/useOpening';
import { ErrorAlert } from '@client/components/ErrorAlert';

const STATE_OPTIONS = [
  { value: true, label: 'Active' },
  { value: false, label: 'Inactive' },
];

/** The administrators' list of users: search, filter, sort and page on the server; create, edit, delete. */
export default function UsersPage() {
  usePageTitle('Users');
  const dispatch = useAppDispatch();
  const me = useAppSelector(selectUser);
  const list = useAppSelector(selectUserList);
  const rows = useAppSelector(selectUserPage);
  const paging = useAppSelector(selectUserPaging);
  const filtered = useAppSelector(selectUserListFiltered);
  const request = useAppSelector(selectUsersRequest);
  const [editing, openEditing, closeEditing] = useOpening<ManagedUser | null>();
  const [deleting, setDeleting] = useState<ManagedUser | null>(null);
  const [statusOf, setStatusOf] = useState<number | null>(null);
  const form = useRequest(
    useAppSelector((s) =>
      editing?.subject ? selectUserUpdateRequest(s, editing.subject.id) : selectUserCreateRequest(s),
    ),
  );
  const remove = useRequest(useAppSelector((s) => selectUserRemoveRequest(s, deleting?.id ?? 0)));
  const statusRequest = useAppSelector((s) => selectUserStatusRequest(s, statusOf ?? 0));
  const [pinOf, setPinOf] = useState<number | null>(null);
  const pinRequest = useAppSelector((s) => selectVerificationPinRequest(s, pinOf ?? 0));

  useEffect(() => {
    dispatch(usersActions.listRequested());
  }, [dispatch]);

  const reload = () => dispatch(usersActions.listRequested({ force: true }));
  // Each opening forgets the last one's request: a success closes only the form that sent it.
  const formOpen = editing !== null && !form.succeeded;
  const deleteOpen = deleting !== null && !remove.succeeded;

  const openForm = (user: ManagedUser | null) => {
    form.forget();
    openEditing(user);
  };
  const askDelete = (user: ManagedUser) => {
    remove.forget();
    setDeleting(user);
  };
  const [deactivating, setDeactivating] = useState<ManagedUser | null>(null);
  const setStatus = (user: ManagedUser, isActive: boolean) => {
    setStatusOf(user.id);
    dispatch(usersActions.statusRequested({ id: user.id, isActive }));
  };
  // Activating gives access back at once; deactivating signs the person out, so it asks first.
  const toggleStatus = (user: ManagedUser) => {
    if (user.isActive) setDeactivating(user);
    else setStatus(user, true);
  };

  const sendVerificationPin = (user: ManagedUser) => {
    setPinOf(user.id);
    dispatch(usersActions.verificationPinRequested({ id: user.id }));
  };

  const table = (
    <PagedListState
      count={rows.length}
      load={request}
      fallbackError={MSG.usersFetchFailed}
      onRetry={reload}
      emptyTitle={filtered ? 'No users match these filters.' : 'No users yet.'}
      paging={paging}
      onPage={(page) => dispatch(usersActions.pageChanged(page))}
      pagesLabel="User pages"
    >
      <UsersTable
        rows={rows}
        sort={list.sort}
        order={list.order}
        meId={me?.id ?? null}
        onSort={(column) => dispatch(usersActions.sortChanged(column))}
        onEdit={openForm}
        onStatus={toggleStatus}
        onDelete={askDelete}
        onVerificationPin={sendVerificationPin}
      />
    </PagedListState>
  );

  return (
    <>
      <DashboardTitle title="Users">
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => openForm(null)}>
          New user
        </Button>
      </DashboardTitle>
      <SearchBar
        label="Search users"
        value={list.search}
        onSearch={(text) => dispatch(usersActions.searchChanged(text))}
      >
        <FilterSelect
          label="Role"
          value={list.roleId}
          options={ROLE_OPTIONS}
          onChange={(roleId) => dispatch(usersActions.listQueryChanged({ roleId }))}
        />
        <FilterSelect
          label="State"
          value={list.isActive}
          options={STATE_OPTIONS}
          onChange={(isActive) => dispatch(usersActions.listQueryChanged({ isActive }))}
        />
      </SearchBar>
      <ErrorAlert
        error={statusRequest.status === 'failed' && statusRequest.error}
        onClose={() => setStatusOf(null)}
      />
      <ErrorAlert error={pinRequest.status === 'failed' && pinRequest.error} onClose={() => setPinOf(null)} />
      <ErrorAlert error={!deleteOpen && remove.error} />
      {table}
      {editing && (
        <UserFormDialog
          key={editing.opening}
          open={formOpen}
          user={editing.subject}
          request={form}
          onCreate={(body) => form.send(usersActions.createRequested(body))}
          onUpdate={(id, changes) => form.send(usersActions.updateRequested({ id, changes }))}
          onClose={closeEditing}
        />
      )}
      <ConfirmDialog
        open={deactivating !== null}
        title="Deactivate user?"
        confirmLabel="Deactivate"
        onConfirm={() => {
          if (deactivating) setStatus(deactivating, false);
          setDeactivating(null);
        }}
        onCancel={() => setDeactivating(null)}
      >
        {deactivating
          ? `${displayName(deactivating)} (${deactivating.email}) will be signed out at once and cannot ` +
            'sign in until the account is activated again.'
          : ''}
      </ConfirmDialog>
      <ConfirmDialog
        open={deleteOpen}
        title="Delete user?"
        pending={remove.pending}
        onConfirm={() => deleting && remove.send(usersActions.removeRequested({ id: deleting.id }))}
        onCancel={() => setDeleting(null)}
        error={remove.error}
      >
        {deleting
          ? `${displayName(deleting)} (${deleting.email}) will be deleted and signed out at once. ` +
            'Their projects keep their history and show them as ‘Unknown User’.'
          : ''}
      </ConfirmDialog>
    </>
  );
}
