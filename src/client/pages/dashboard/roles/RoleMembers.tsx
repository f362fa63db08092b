import Button from '@mui/material/Button';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { MSG } from '@shared/messages';
import { ROLE_CUSTOMER, type RoleId } from '@shared/roles';
import { useAppDispatch, useAppSelector } from '@client/lib/hooks';
import { SMALL_UP } from '@client/components/tableColumns';
import {
  displayName,
  type ManagedUser,
  selectRoleMembers,
  selectRoleMembersPaging,
  selectRoleMembersRequest,
  usersActions,
} from '@client/features/users';
import { DataTable } from '@client/components/DataTable';
import { PagedListState } from '@client/components/PagedListState';

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

  return (
    <PagedListState
      count={rows.length}
      load={request}
      fallbackError={MSG.usersFetchFailed}
      onRetry={reload}
      emptyTitle={`Nobody has the ${roleName} role.`}
      skeletonHeight={160}
      paging={paging}
      onPage={(page) => dispatch(usersActions.membersRequested({ roleId, page }))}
      pagesLabel={`${roleName} member pages`}
    >
      <DataTable
        label={`${roleName} members`}
        head={
          <>
            <TableCell>Name</TableCell>
            <TableCell sx={SMALL_UP}>Email</TableCell>
            {removable && <TableCell align="right">Actions</TableCell>}
          </>
        }
      >
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
      </DataTable>
    </PagedListState>
  );
}
