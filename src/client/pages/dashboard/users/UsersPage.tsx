import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { DashboardTitle } from '@client/components/DashboardTitle';
import AddIcon from '@mui/icons-material/Add';
import { MSG } from '@shared/messages';
import { useAppDispatch, useAppSelector } from '@client/lib/hooks';
import { requestsActions } from '@client/lib/requests';
import { ConfirmDialog } from '@client/components/ConfirmDialog';
import { PageNav } from '@client/components/PageNav';
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
  USER_REQUESTS,
  usersActions,
  ROLE_OPTIONS,
} from '@client/features/users';
import { UserFormDialog } from './UserFormDialog';
import { UsersTable } from './UsersTable';
import { ListState } from '@client/components/ListState';
import { useOpening } from '@client/components/useOpening';

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
  const createRequest = useAppSelector(selectUserCreateRequest);
  const editRequest = useAppSelector((s) => selectUserUpdateRequest(s, editing?.subject?.id ?? 0));
  const removeRequest = useAppSelector((s) => selectUserRemoveRequest(s, deleting?.id ?? 0));
  const statusRequest = useAppSelector((s) => selectUserStatusRequest(s, statusOf ?? 0));
  const [pinOf, setPinOf] = useState<number | null>(null);
  const pinRequest = useAppSelector((s) => selectVerificationPinRequest(s, pinOf ?? 0));

  useEffect(() => {
    dispatch(usersActions.listRequested());
  }, [dispatch]);

  const reload = () => dispatch(usersActions.listRequested({ force: true }));
  const formRequest = editing?.subject ? editRequest : createRequest;
  // The request was reset when the form opened, so its success is this form's own.
  const formOpen = editing !== null && formRequest.status !== 'succeeded';
  const deleteOpen = deleting !== null && removeRequest.status !== 'succeeded';

  const openForm = (user: ManagedUser | null) => {
    dispatch(requestsActions.reset(user ? USER_REQUESTS.update(user.id) : USER_REQUESTS.create));
    openEditing(user);
  };
  const askDelete = (user: ManagedUser) => {
    dispatch(requestsActions.reset(USER_REQUESTS.remove(user.id)));
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
    <ListState
      count={rows.length}
      load={request}
      fallbackError={MSG.usersFetchFailed}
      onRetry={reload}
      emptyTitle={filtered ? 'No users match these filters.' : 'No users yet.'}
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
      <PageNav
        page={paging.page}
        pageCount={paging.pageCount}
        onChange={(page) => dispatch(usersActions.pageChanged(page))}
        label="User pages"
      />
    </ListState>
  );

  return (
    <>
      <DashboardTitle title={'Users'}>
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
      {statusRequest.status === 'failed' && (
        <Alert severity="error" sx={{ mb: 2 }} onClose={() => setStatusOf(null)}>
          {statusRequest.error}
        </Alert>
      )}
      {pinRequest.status === 'failed' && (
        <Alert severity="error" sx={{ mb: 2 }} onClose={() => setPinOf(null)}>
          {pinRequest.error}
        </Alert>
      )}
      {removeRequest.status === 'failed' && !deleteOpen && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {removeRequest.error}
        </Alert>
      )}
      {table}
      {editing && (
        <UserFormDialog
          key={editing.opening}
          open={formOpen}
          user={editing.subject}
          request={formRequest}
          onCreate={(body) => dispatch(usersActions.createRequested(body))}
          onUpdate={(id, changes) => dispatch(usersActions.updateRequested({ id, changes }))}
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
        pending={removeRequest.status === 'pending'}
        onConfirm={() => deleting && dispatch(usersActions.removeRequested({ id: deleting.id }))}
        onCancel={() => setDeleting(null)}
        error={removeRequest.status === 'failed' ? removeRequest.error : null}
      >
        {deleting
          ? `${displayName(deleting)} (${deleting.email}) will be deleted and signed out at once. ` +
            'Their projects keep their history and show them as ‘Unknown User’.'
          : ''}
      </ConfirmDialog>
    </>
  );
}
