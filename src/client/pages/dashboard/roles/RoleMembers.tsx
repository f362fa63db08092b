import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { MSG } from '@shared/messages';
import { ROLE_CUSTOMER, type RoleId } from '@shared/roles';
import { useAppDispatch, useAppSelector } from '@client/lib/hooks';
import { EmptyState } from '@client/components/EmptyState';
import { LoadError } from '@client/components/LoadError';
import { PageNav } from '@client/components/PageNav';
import { SMALL_UP } from '@client/components/tableColumns';
import { displayName, type ManagedUser } from '@client/features/users/userModel';
import {
  selectRoleMembers,
  selectRoleMembersPaging,
  selectRoleMembersRequest,
} from '@client/features/users/usersSelectors';
import { usersActions } from '@client/features/users/usersSlice';

interface RoleMembersProps {
  roleId: RoleId;
  roleName: string;
  meId: number | null;
  onRemove: (user: ManagedUser) => void;
}

/** The members of one role, a page at a time; anyone but a customer can be put back to customer. */
export function RoleMembers({ roleId, roleName, meId, onRemove }: RoleMembersProps) {
  const dispatch = useAppDispatch();
  const rows = useAppSelector(selectRoleMembers);
  const paging = useAppSelector(selectRoleMembersPaging);
  const request = useAppSelector(selectRoleMembersRequest);
  const reload = () => dispatch(usersActions.membersRequested({ roleId, page: paging.page }));
  const removable = roleId !== ROLE_CUSTOMER;

  if (request.status === 'failed' && rows.length === 0) {
    return <LoadError message={request.error ?? MSG.usersFetchFailed} onRetry={reload} />;
  }
  if (rows.length === 0 && request.status !== 'succeeded') {
    return <Skeleton variant="rounded" height={160} aria-label="Loading" />;
  }
  if (rows.length === 0) return <EmptyState title={`Nobody has the ${roleName} role.`} />;
  return (
    <>
      {request.status === 'failed' && (
        <LoadError message={request.error ?? MSG.usersFetchFailed} onRetry={reload} />
      )}
      <TableContainer component={Paper} variant="outlined">
        <Table aria-label={`${roleName} members`} sx={{ '& .MuiTableCell-root': { px: { xs: 1, sm: 2 } } }}>
          <TableHead>
            <TableRow>
              <TableCell>Name</TableCell>
              <TableCell sx={SMALL_UP}>Email</TableCell>
              {removable && <TableCell align="right">Actions</TableCell>}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((u) => (
              <TableRow key={u.id} hover>
                <TableCell sx={{ wordBreak: 'break-word' }}>
                  {displayName(u)}
                  <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                    @{u.userName}
                    {u.isActive ? '' : ' · Inactive'}
                  </Typography>
                </TableCell>
                <TableCell sx={{ ...SMALL_UP, wordBreak: 'break-all' }}>{u.email}</TableCell>
                {removable && (
                  <TableCell align="right">
                    {u.id !== meId && (
                      <Button
                        size="small"
                        color="error"
                        aria-label={`Remove the ${roleName} role of ${displayName(u)}`}
                        onClick={() => onRemove(u)}
                      >
                        Remove
                      </Button>
                    )}
                  </TableCell>
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <PageNav
        page={paging.page}
        pageCount={paging.pageCount}
        onChange={(page) => dispatch(usersActions.membersRequested({ roleId, page }))}
        label={`${roleName} member pages`}
      />
    </>
  );
}
