import Chip from '@mui/material/Chip';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import ForwardToInboxIcon from '@mui/icons-material/ForwardToInboxOutlined';
import PersonOffIcon from '@mui/icons-material/PersonOffOutlined';
import HowToRegIcon from '@mui/icons-material/HowToRegOutlined';
import { effectiveRole, ROLE_NAMES } from '@shared/roles';
import { SMALL_UP, WIDE_ONLY } from '@client/components/tableColumns';
import { formatDate } from '@client/lib/format';
import { displayName, type ManagedUser, type SortOrder, type UserSort } from '@client/features/users';
import { DataTable } from '@client/components/DataTable';
import { IconAction } from '@client/components/IconAction';

interface UsersTableProps {
  rows: ManagedUser[];
  sort: UserSort;
  order: SortOrder;
  /** The signed-in administrator: no deleting or deactivating themselves from here. */
  meId: number | null;
  onSort: (column: UserSort) => void;
  onEdit: (user: ManagedUser) => void;
  onStatus: (user: ManagedUser) => void;
  onDelete: (user: ManagedUser) => void;
  /** Mails a new verification PIN to an active user whose address is not verified yet. */
  onVerificationPin: (user: ManagedUser) => void;
}

const COLUMNS: Array<{ key: UserSort; label: string; sx?: object }> = [
  { key: 'name', label: 'Name' },
  { key: 'email', label: 'Email', sx: SMALL_UP },
  { key: 'role', label: 'Role' },
  { key: 'createdAt', label: 'Created', sx: WIDE_ONLY },
];

/** One page of users; a click on a column header sorts the server's list by it. */
export function UsersTable({
  rows,
  sort,
  order,
  meId,
  onSort,
  onEdit,
  onStatus,
  onDelete,
  onVerificationPin,
}: UsersTableProps) {
  return (
    <DataTable
      label="Users"
      head={
        <>
          {COLUMNS.map((c) => (
            <TableCell
              key={c.key}
              sx={c.sx}
              sortDirection={sort === c.key ? order : false}
              aria-sort={sort === c.key ? (order === 'asc' ? 'ascending' : 'descending') : undefined}
            >
              <TableSortLabel
                active={sort === c.key}
                direction={sort === c.key ? order : 'asc'}
                onClick={() => onSort(c.key)}
              >
                {c.label}
              </TableSortLabel>
            </TableCell>
          ))}
          <TableCell sx={SMALL_UP}>Status</TableCell>
          <TableCell align="right">Actions</TableCell>
        </>
      }
    >
      {rows.map((u) => {
        const name = displayName(u);
        const self = u.id === meId;
        return (
          <TableRow key={u.id} hover>
            <TableCell sx={{ wordBreak: 'break-word' }}>
              {name}
              <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                @{u.userName}
                {!u.isActive && (
                  <Typography component="span" variant="caption" sx={{ display: { sm: 'none' } }}>
                    {' '}
                    · Inactive
                  </Typography>
                )}
              </Typography>
            </TableCell>
            <TableCell sx={{ ...SMALL_UP, wordBreak: 'break-all' }}>{u.email}</TableCell>
            <TableCell>{ROLE_NAMES[effectiveRole(u.roleId)]}</TableCell>
            <TableCell sx={WIDE_ONLY}>{formatDate(u.createdAt)}</TableCell>
            <TableCell sx={SMALL_UP}>
              <Chip
                size="small"
                label={u.isActive ? 'Active' : 'Inactive'}
                color={u.isActive ? 'success' : 'default'}
                variant={u.isActive ? 'filled' : 'outlined'}
              />
              {!u.emailVerified && (
                <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                  E-mail not verified
                </Typography>
              )}
            </TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              {!u.emailVerified && u.isActive && (
                <IconAction
                  title="Send a new verification code"
                  size="small"
                  label={`Send ${name} a new verification code`}
                  onClick={() => onVerificationPin(u)}
                >
                  <ForwardToInboxIcon fontSize="small" />
                </IconAction>
              )}
              <IconAction title="Edit" size="small" label={`Edit ${name}`} onClick={() => onEdit(u)}>
                <EditIcon fontSize="small" />
              </IconAction>
              {!self && (
                <>
                  <IconAction
                    title={u.isActive ? 'Deactivate' : 'Activate'}
                    size="small"
                    label={`${u.isActive ? 'Deactivate' : 'Activate'} ${name}`}
                    onClick={() => onStatus(u)}
                  >
                    {u.isActive ? <PersonOffIcon fontSize="small" /> : <HowToRegIcon fontSize="small" />}
                  </IconAction>
                  <IconAction
                    title="Delete"
                    size="small"
                    label={`Delete ${name}`}
                    onClick={() => onDelete(u)}
                  >
                    <DeleteIcon fontSize="small" />
                  </IconAction>
                </>
              )}
            </TableCell>
          </TableRow>
        );
      })}
    </DataTable>
  );
}
