import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useMoneyFormatter } from '@client/features/currency';
import type { ProjectRequest } from '@client/features/projectRequests';
import { SMALL_UP, WIDE_ONLY } from '@client/components/tableColumns';
import { ProjectRequestRow } from './ProjectRequestRow';

interface ProjectRequestsTableProps {
  ids: number[];
  onOpen: (request: ProjectRequest) => void;
}

/** One page of the queue, as the server answered it; the rows arrive newest first. */
export function ProjectRequestsTable({ ids, onOpen }: ProjectRequestsTableProps) {
  const formatBudget = useMoneyFormatter();
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
            {ids.map((id) => (
              <ProjectRequestRow key={id} id={id} formatBudget={formatBudget} onOpen={onOpen} />
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Paper>
  );
}
