import { useState } from 'react';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import { useMoneyFormatter } from '@client/features/currency/useMoneyFormatter';
import type { ProjectRequest } from '@client/features/projectRequests/projectRequestModel';
import { SMALL_UP, WIDE_ONLY } from '@client/components/tableColumns';
import { ProjectRequestRow } from './ProjectRequestRow';

const PAGE_SIZES = [10, 25, 50];

interface ProjectRequestsTableProps {
  ids: number[];
  onOpen: (request: ProjectRequest) => void;
}

/** The queue, a page at a time; the rows arrive newest first. */
export function ProjectRequestsTable({ ids, onOpen }: ProjectRequestsTableProps) {
  const formatBudget = useMoneyFormatter();
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(PAGE_SIZES[0]);
  // A shorter list (another filter, a reload) may no longer reach the page that was open.
  const lastPage = Math.max(0, Math.ceil(ids.length / pageSize) - 1);
  const current = Math.min(page, lastPage);
  const shown = ids.slice(current * pageSize, (current + 1) * pageSize);

  return (
    <Paper variant="outlined">
      <TableContainer>
        <Table size="small" aria-label="Project requests">
          <TableHead>
            <TableRow>
              <TableCell>Title</TableCell>
              <TableCell sx={SMALL_UP}>Contact</TableCell>
              <TableCell sx={WIDE_ONLY}>Company</TableCell>
              <TableCell sx={WIDE_ONLY}>Service</TableCell>
              <TableCell align="right">Budget</TableCell>
              <TableCell>Status</TableCell>
              <TableCell sx={WIDE_ONLY}>Created</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.map((id) => (
              <ProjectRequestRow key={id} id={id} formatBudget={formatBudget} onOpen={onOpen} />
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={ids.length}
        page={current}
        onPageChange={(_e, next) => setPage(next)}
        rowsPerPage={pageSize}
        rowsPerPageOptions={PAGE_SIZES}
        // A phone has room for the page arrows only.
        sx={{
          '& .MuiTablePagination-selectLabel, & .MuiTablePagination-input': {
            display: { xs: 'none', sm: 'inline-flex' },
          },
        }}
        onRowsPerPageChange={(e) => {
          setPageSize(Number(e.target.value));
          setPage(0);
        }}
      />
    </Paper>
  );
}
