import { memo } from 'react';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useAppSelector } from '@client/lib/hooks';
import type { RootState } from '@client/lib/hooks';
import type { AppNotification } from './notificationModel';
import { formatNotificationTime } from '@client/lib/format';
import { selectNotificationById } from './notificationsSelectors';
import { SeverityIcon } from './SeverityIcon';

interface BellItemProps {
  id: AppNotification['id'];
  onPick: (n: AppNotification) => void;
}

/** One unread notification in the bell: title, message and time; memoized like the list's rows. */
export const BellItem = memo(function BellItem({ id, onPick }: BellItemProps) {
  const n = useAppSelector((state: RootState) => selectNotificationById(state, id));
  if (!n) return null;
  return (
    <ListItemButton onClick={() => onPick(n)} alignItems="flex-start" sx={{ py: 1 }}>
      <ListItemIcon sx={{ minWidth: 32, mt: 0.5 }}>
        <SeverityIcon severity={n.severity} />
      </ListItemIcon>
      <ListItemText
        primary={n.title}
        slotProps={{ primary: { variant: 'subtitle2', noWrap: true, sx: { fontWeight: 600 } } }}
        secondary={
          <>
            <Typography component="span" variant="body2" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
              {n.message}
            </Typography>
            <Typography component="span" variant="caption" color="text.secondary">
              {formatNotificationTime(n.createdAt)}
            </Typography>
          </>
        }
      />
    </ListItemButton>
  );
});
