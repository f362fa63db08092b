import Chip from '@mui/material/Chip';
import type { ProjectApplicationStatus } from './projectModel';

const COLOUR = { Pending: 'warning', Accepted: 'success', Rejected: 'error' } as const;

/** The caller's own application to a project. */
export function ApplicationStatusChip({ status }: { status: ProjectApplicationStatus }) {
  return <Chip size="small" label={`Application: ${status}`} color={COLOUR[status]} />;
}
