import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import { DashboardTitle } from '@client/components/DashboardTitle';
import AddIcon from '@mui/icons-material/Add';
import { MSG } from '@shared/messages';
import { ALL_ROLES, ROLE_NAMES } from '@shared/roles';
import { useAppDispatch, useAppSelector } from '@client/lib/hooks';
import { requestsActions } from '@client/lib/requests';
import { ConfirmDialog } from '@client/components/ConfirmDialog';
import { EmptyState } from '@client/components/EmptyState';
import { LoadError } from '@client/components/LoadError';
import { PageNav } from '@client/components/PageNav';
import { FilterSelect, SearchBar } from '@client/components/SearchBar';
import { selectUser } from '@client/features/authentication/sessionSelectors';
import { usePageTitle } from '@client/features/siteSettings/usePageTitle';
import { displayName, type ManagedUser } from '@client/features/users/userModel';
import {
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
} from '@client/features/users/usersSelectors';
import { USER_REQUESTS, usersActions } from '@client/features/users/usersSlice';
import { UserFormDialog } from './UserFormDialog';
import { UsersTable } from './UsersTable';

const ROLE_OPTIONS = ALL_ROLES.map((id) => ({ value: id, label: ROLE_NAMES[id] }));
const STATE_OPTIONS = [
  { value: true, label: 'Active' },
  { value: false, label: 'Inactive' },
];

type Editing = { user: ManagedUser | null; opening: number } | null;

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
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<ManagedUser | null>(null);
  const [statusOf, setStatusOf] = useState<number | null>(null);
  const createRequest = useAppSelector(selectUserCreateRequest);
  const editRequest = useAppSelector((s) => selectUserUpdateRequest(s, editing?.user?.id ?? 0));
  const removeRequest = useAppSelector((s) => selectUserRemoveRequest(s, deleting?.id ?? 0));
  const statusRequest = useAppSelector((s) => selectUserStatusRequest(s, statusOf ?? 0));
  const [pinOf, setPinOf] = useState<number | null>(null);
  const pinRequest = useAppSelector((s) => selectVerificationPinRequest(s, pinOf ?? 0));

  useEffect(() => {
    dispatch(usersActions.listRequested());
  }, [dispatch]);

  const reload = () => dispatch(usersActions.listRequested({ force: true }));
  const formRequest = editing?.user ? editRequest : createRequest;
  // The request was reset when the form opened, so its success is this form's own.
  const formOpen = editing !== null && formRequest.status !== 'succeeded';
  const deleteOpen = deleting !== null && removeRequest.status !== 'succeeded';

  const openForm = (user: ManagedUser | null) => {
    dispatch(requestsActions.reset(user ? USER_REQUESTS.update(user.id) : USER_REQUESTS.create));
    setEditing((prev) => ({ user, opening: (prev?.opening ?? 0) + 1 }));
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

  let table;
  if (request.status === 'failed' && rows.length === 0) {
    table = <LoadError message={request.error ?? MSG.usersFetchFailed} onRetry={reload} />;
  } else if (rows.length === 0 && request.status !== 'succeeded') {
    table = <Skeleton variant="rounded" height={240} aria-label="Loading" />;
  } else if (rows.length === 0) {
    table = <EmptyState title={filtered ? 'No users match these filters.' : 'No users yet.'} />;
  } else {
    table = (
      <>
        {request.status === 'failed' && (
          <LoadError message={request.error ?? MSG.usersFetchFailed} onRetry={reload} />
        )}
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
      </>
    );
  }

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
          user={editing.user}
          request={formRequest}
          onCreate={(body) => dispatch(usersActions.createRequested(body))}
          onUpdate={(id, changes) => dispatch(usersActions.updateRequested({ id, changes }))}
          onClose={() => setEditing(null)}
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
      >
        {deleting
          ? `${displayName(deleting)} (${deleting.email}) will be deleted and signed out at once. ` +
            'Their projects keep their history and show them as ‘Unknown User’.'
          : ''}
        {removeRequest.status === 'failed' && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {removeRequest.error}
          </Alert>
        )}
      </ConfirmDialog>
    </>
  );
}
