import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { useAppSelector } from '@client/lib/hooks';
import { EmptyState } from '@client/components/EmptyState';
import { formatDateTime } from '@client/lib/format';
import { selectProjectHistory, type Project } from '@client/features/projects';

/** Every change of the project, newest first. */
export function HistorySection({ project }: { project: Project }) {
  const history = useAppSelector((state) => selectProjectHistory(state, project.id));
  if (history.length === 0) return <EmptyState title="No history yet" />;
  return (
    <List aria-label="History" disablePadding>
      {history.map((h) => (
        <ListItem key={h.id} divider disableGutters>
          <ListItemText
            primary={h.details || h.action}
            secondary={`${h.action} · ${h.userName || 'System'} · ${formatDateTime(h.createdAt)}`}
          />
        </ListItem>
      ))}
    </List>
  );
}
