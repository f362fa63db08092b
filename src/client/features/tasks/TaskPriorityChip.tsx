import Chip, { type ChipProps } from '@mui/material/Chip';
import type { TaskPriority } from './taskModel';

/** One colour per priority, wherever a task is shown. */
const COLOUR = { Low: 'default', Medium: 'warning', High: 'error' } as const;

export function TaskPriorityChip({
  priority,
  variant,
}: {
  priority: TaskPriority;
  variant?: ChipProps['variant'];
}) {
  return <Chip size="small" label={priority} color={COLOUR[priority]} variant={variant} />;
}
