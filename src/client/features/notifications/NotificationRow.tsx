import { memo } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import DoneIcon from '@mui/icons-material/Done';
import { useAppDispatch, useAppSelector } from '@client/lib/hooks';
import type { RootState } from '@client/lib/hooks';
import type { AppNotification } from './notificationModel';
import { formatNotificationTime } from '@client/lib/format';
import { typeLabel } from './notificationLabels';
import { selectNotificationById } from './notificationsSelectors';
import { notificationsActions } from './notificationsSlice';
import { SeverityIcon } from './SeverityIcon';

interface NotificationRowProps {
  id: AppNotification['id'];
  onDelete: (n: AppNotification) => void;
}

/**
 * One notification of the full list, with mark read and delete. Memoized: a notification arriving
 * renders its own row, not the rows already shown (docs/performance.md#client).
 */
export const NotificationRow = memo(function NotificationRow({ id, onDelete }: NotificationRowProps) {
  const dispatch = useAppDispatch();
  const n = useAppSelector((state: RootState) => selectNotificationById(state, id));
  if (!n) return null;
  return (
    <ListItem
      divider
      alignItems="flex-start"
      sx={{ bgcolor: n.isRead ? undefined : 'action.hover', pr: 12 }}
      secondaryAction={
        <Box sx={{ display: 'flex', gap: 0.5 }}>
          {!n.isRead && (
            <Tooltip title="Mark as read">
              <IconButton
                aria-label={`Mark "${n.title}" as read`}
                onClick={() => dispatch(notificationsActions.markReadRequested(n.id))}
              >
                <DoneIcon />
              </IconButton>
            </Tooltip>
          )}
          <Tooltip title="Delete">
            <IconButton aria-label={`Delete "${n.title}"`} onClick={() => onDelete(n)}>
              <DeleteIcon />
            </IconButton>
          </Tooltip>
        </Box>
      }
    >
      <ListItemIcon sx={{ minWidth: 36, mt: 0.5 }}>
        <SeverityIcon severity={n.severity} />
      </ListItemIcon>
      <ListItemText
        disableTypography
        primary={
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: n.isRead ? 400 : 600 }}>
              {n.title}
            </Typography>
            {!n.isRead && <Chip size="small" color="primary" label="New" />}
          </Box>
        }
        secondary={
          <>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {n.message}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {formatNotificationTime(n.createdAt)} · {typeLabel(n.type)}
            </Typography>
          </>
        }
      />
    </ListItem>
  );
});
