import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

interface DataTableProps {
  /** The table's accessible name. */
  label: string;
  /** The header row's cells. */
  head: ReactNode;
  size?: 'small' | 'medium';
  /** The body's rows. */
  children: ReactNode;
}

/**
 * An admin list's table in an outlined paper. Narrower cells on phones keep the actions on screen
 * without scrolling sideways.
 */
export function DataTable({ label, head, size, children }: DataTableProps) {
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table aria-label={label} size={size} sx={{ '& .MuiTableCell-root': { px: { xs: 1, sm: 2 } } }}>
        <TableHead>
          <TableRow>{head}</TableRow>
        </TableHead>
        <TableBody>{children}</TableBody>
      </Table>
    </TableContainer>
  );
}
