import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import { Skeleton } from '@client/components/Skeleton';
import Typography from '@mui/material/Typography';
import { DashboardTitle } from '@client/components/DashboardTitle';
import PersonAddIcon from '@mui/icons-material/PersonAddAlt1Outlined';
import { MSG } from '@shared/messages';
import { effectiveRole, ROLE_CONSULTANT, ROLE_NAMES, type RoleId } from '@shared/roles';
import { useAppDispatch, useAppSelector } from '@client/lib/hooks';
import { requestsActions } from '@client/lib/requests';
import { ConfirmDialog } from '@client/components/ConfirmDialog';
import { LoadError } from '@client/components/LoadError';
import { selectUser } from '@client/features/authentication';
import { usePageTitle } from '@client/features/siteSettings';
import {
  displayName,
  type ManagedUser,
  selectRoles,
  selectRolesRequest,
  selectUserRoleRequest,
  USER_REQUESTS,
  usersActions,
} from '@client/features/users';
import { AssignRoleDialog } from './AssignRoleDialog';
import { RoleMembers } from './RoleMembers';
import { ErrorAlert } from '@client/components/ErrorAlert';

/** The roles with their member counts; a role's members; assigning and removing roles. */
export default function RolesPage() {
  usePageTitle('Roles');
  const dispatch = useAppDispatch();
  const me = useAppSelector(selectUser);
  const roles = useAppSelector(selectRoles);
  const request = useAppSelector(selectRolesRequest);
  const [selected, setSelected] = useState<RoleId>(ROLE_CONSULTANT);
  const [assigning, setAssigning] = useState<{ opening: number; userId: number | null } | null>(null);
  const [removing, setRemoving] = useState<ManagedUser | null>(null);
  const assignRequest = useAppSelector((s) => selectUserRoleRequest(s, assigning?.userId ?? 0));
  const removeRequest = useAppSelector((s) => selectUserRoleRequest(s, removing?.id ?? 0));
  const roleName = (id: RoleId) => roles.find((r) => r.id === id)?.name ?? ROLE_NAMES[id];

  useEffect(() => {
    dispatch(usersActions.rolesRequested());
  }, [dispatch]);
  useEffect(() => {
    dispatch(usersActions.membersRequested({ roleId: selected }));
  }, [dispatch, selected]);

  const assignOpen = assigning !== null && assignRequest.status !== 'succeeded';
  const removeOpen = removing !== null && removeRequest.status !== 'succeeded';
  const openAssign = () => {
    dispatch(usersActions.pickerRequested({ search: '' }));
    setAssigning((prev) => ({ opening: (prev?.opening ?? 0) + 1, userId: null }));
  };
  const askRemove = (user: ManagedUser) => {
    dispatch(requestsActions.reset(USER_REQUESTS.role(user.id)));
    setRemoving(user);
  };

  let roleList;
  if (request.status === 'failed' && roles.length === 0) {
    roleList = (
      <LoadError
        message={request.error ?? MSG.rolesFetchFailed}
        onRetry={() => dispatch(usersActions.rolesRequested())}
      />
    );
  } else if (roles.length === 0) {
    roleList = <Skeleton variant="rounded" height={200} aria-label="Loading" />;
  } else {
    roleList = (
      <Paper variant="outlined">
        <List aria-label="Roles" disablePadding>
          {roles.map((r) => {
            const id = effectiveRole(r.id);
            return (
              <ListItem key={r.id} disablePadding>
                <ListItemButton
                  selected={id === selected}
                  aria-current={id === selected ? 'true' : undefined}
                  onClick={() => setSelected(id)}
                >
                  <ListItemText primary={r.name} />
                  <Chip
                    size="small"
                    label={r.memberCount}
                    aria-label={`${r.memberCount} ${r.memberCount === 1 ? 'member' : 'members'}`}
                  />
                </ListItemButton>
              </ListItem>
            );
          })}
        </List>
      </Paper>
    );
  }

  return (
    <>
      <DashboardTitle title="Roles">
        <Button variant="contained" startIcon={<PersonAddIcon />} onClick={openAssign}>
          Assign a role
        </Button>
      </DashboardTitle>
      <ErrorAlert error={removeRequest.status === 'failed' && !removeOpen && removeRequest.error} />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '240px minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        {roleList}
        <Box component="section" aria-labelledby="role-members-title" sx={{ minWidth: 0 }}>
          <Typography id="role-members-title" variant="h6" component="h2" sx={{ mb: 1 }}>
            {roleName(selected)} members
          </Typography>
          <RoleMembers
            roleId={selected}
            roleName={roleName(selected)}
            meId={me?.id ?? null}
            onRemove={askRemove}
          />
        </Box>
      </Box>
      {assigning && (
        <AssignRoleDialog
          key={assigning.opening}
          open={assignOpen}
          roleId={selected}
          onPicked={(userId) => {
            dispatch(requestsActions.reset(USER_REQUESTS.role(userId)));
            setAssigning((prev) => (prev ? { ...prev, userId } : prev));
          }}
          onClose={() => setAssigning(null)}
        />
      )}
      <ConfirmDialog
        open={removeOpen}
        title="Remove role?"
        confirmLabel="Remove"
        pending={removeRequest.status === 'pending'}
        onConfirm={() => removing && dispatch(usersActions.roleRemoveRequested({ userId: removing.id }))}
        onCancel={() => setRemoving(null)}
        error={removeRequest.status === 'failed' ? removeRequest.error : null}
      >
        {removing
          ? `${displayName(removing)} loses the ${roleName(effectiveRole(removing.roleId))} role and becomes a customer again.`
          : ''}
      </ConfirmDialog>
    </>
  );
}
