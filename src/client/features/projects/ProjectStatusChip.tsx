import Chip from '@mui/material/Chip';
import type { ProjectStatus } from './projectModel';

const COLOUR = {
  Pending: 'warning',
  Active: 'success',
  OnHold: 'default',
  Completed: 'primary',
  Cancelled: 'error',
} as const;

const LABEL: Record<ProjectStatus, string> = {
  Pending: 'Pending',
  Active: 'Active',
  OnHold: 'On hold',
  Completed: 'Completed',
  Cancelled: 'Cancelled',
};

export const projectStatusLabel = (status: ProjectStatus) => LABEL[status];

export function ProjectStatusChip({ status }: { status: ProjectStatus }) {
  return <Chip size="small" label={LABEL[status]} color={COLOUR[status]} variant="outlined" />;
}
