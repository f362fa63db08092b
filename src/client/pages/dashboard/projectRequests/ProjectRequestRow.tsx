import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useAppSelector } from '@client/lib/hooks';
import {
  type ProjectRequest,
  ProjectRequestStatusChip,
  selectProjectRequestById,
  useServiceTitle,
} from '@client/features/projectRequests';
import { formatDate } from '@client/lib/format';
import { WIDE_ONLY, SMALL_UP } from '@client/components/tableColumns';

/** Columns a phone has no room for. */

interface ProjectRequestRowProps {
  id: number;
  formatBudget: (amount: number | null, code: string) => string;
  onOpen: (request: ProjectRequest) => void;
}

export function ProjectRequestRow({ id, formatBudget, onOpen }: ProjectRequestRowProps) {
  const request = useAppSelector((s) => selectProjectRequestById(s, id));
  const service = useServiceTitle(request ?? null);
  if (!request) return null;
  return (
    <TableRow hover onClick={() => onOpen(request)} sx={{ cursor: 'pointer' }}>
      <TableCell>
        <Link
          component="button"
          type="button"
          underline="hover"
          sx={{ textAlign: 'left', fontWeight: 500 }}
          onClick={(e) => {
            e.stopPropagation();
            onOpen(request);
          }}
        >
          {request.requestTitle}
        </Link>
        <Typography variant="body2" color="text.secondary" sx={{ display: { sm: 'none' } }}>
          {request.contactName}
        </Typography>
      </TableCell>
      <TableCell sx={SMALL_UP}>
        <Typography variant="body2">{request.contactName}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
          {request.email}
        </Typography>
      </TableCell>
      <TableCell sx={WIDE_ONLY}>{request.company || '—'}</TableCell>
      <TableCell sx={WIDE_ONLY}>{service ?? '—'}</TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        {request.budget == null ? '—' : formatBudget(request.budget, request.currency)}
      </TableCell>
      <TableCell>
        <ProjectRequestStatusChip status={request.status} />
      </TableCell>
      <TableCell sx={{ ...WIDE_ONLY, whiteSpace: 'nowrap' }}>{formatDate(request.createdAt)}</TableCell>
    </TableRow>
  );
}
