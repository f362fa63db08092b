import Chip from '@mui/material/Chip';
import type { ProjectRequestStatus } from './projectRequestModel';

const COLOUR = { Pending: 'warning', Approved: 'success', Rejected: 'error' } as const;

export function ProjectRequestStatusChip({ status }: { status: ProjectRequestStatus }) {
  return <Chip size="small" label={status} color={COLOUR[status]} variant="outlined" />;
}
