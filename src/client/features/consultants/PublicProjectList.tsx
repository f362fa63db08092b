import Box from '@mui/material/Box';
import Chip, { type ChipProps } from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatDate } from '@client/lib/format';
import type { ProjectStatus, PublicProject } from './consultantModel';

const STATUS_COLOR: Record<ProjectStatus, ChipProps['color']> = {
  Pending: 'default',
  Active: 'primary',
  OnHold: 'warning',
  Completed: 'success',
  Cancelled: 'error',
};
const STATUS_LABEL: Partial<Record<ProjectStatus, string>> = { OnHold: 'On hold' };

function period({ startDate, endDate }: PublicProject): string {
  // A missing or unreadable date is left out of the sentence.
  const start = formatDate(startDate, '');
  const end = formatDate(endDate, '');
  if (start && end) return `${start} – ${end}`;
  if (start) return `Since ${start}`;
  if (end) return `Until ${end}`;
  return 'Dates not set';
}

export function StatusChip({ status }: { status: ProjectStatus }) {
  return <Chip size="small" label={STATUS_LABEL[status] ?? status} color={STATUS_COLOR[status]} />;
}

/** Name, status and dates: all that the public may see of a consultant's projects. */
export function PublicProjectList({ items }: { items: PublicProject[] }) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
      {items.map((project, i) => (
        <Paper
          component="li"
          variant="outlined"
          key={`${project.name}-${i}`}
          sx={{ p: 2, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}
        >
          <Box sx={{ flexGrow: 1, minWidth: 0 }}>
            <Typography sx={{ fontWeight: 600 }}>{project.name || 'Unknown Project'}</Typography>
            <Typography variant="body2" color="text.secondary">
              {period(project)}
            </Typography>
          </Box>
          <StatusChip status={project.status} />
        </Paper>
      ))}
    </Box>
  );
}
