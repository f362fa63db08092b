import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { RouterLink } from '@client/components/RouterLink';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { useAppDispatch, useAppSelector } from '@client/lib/hooks';
import { BellItem } from './BellItem';
import { ConnectionChip } from './ConnectionChip';
import type { AppNotification } from './notificationModel';
import { notificationLink } from './notificationLinks';
import { selectBellNotificationIds, selectUnreadCount } from './notificationsSelectors';
import { notificationsActions } from './notificationsSlice';

interface NotificationMenuProps {
  id: string;
  anchor: HTMLElement | null;
  onClose: () => void;
}

const unreadLine = (count: number) =>
  count === 0 ? 'No unread notifications' : `${count} unread notification${count === 1 ? '' : 's'}`;

/** How many are unread, under the panel's title. */
function UnreadLine() {
  const unread = useAppSelector(selectUnreadCount);
  return (
    <Typography variant="body2" color="text.secondary" sx={{ px: 2, pb: 1 }} data-testid="unread-line">
      {unreadLine(unread)}
    </Typography>
  );
}

/** The newest unread ones; only this part renders when a notification arrives with the panel open. */
function UnreadList({ onClose }: { onClose: () => void }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const ids = useAppSelector(selectBellNotificationIds);

  // Read first: the link may lead away from everything that shows the badge.
  const pick = useCallback(
    (n: AppNotification) => {
      dispatch(notificationsActions.markReadRequested(n.id));
      onClose();
      const link = notificationLink(n);
      if (link) void navigate(link);
    },
    [dispatch, navigate, onClose],
  );

  if (ids.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ px: 2, py: 3, textAlign: 'center' }}>
        You are all caught up.
      </Typography>
    );
  }
  return (
    <List dense disablePadding aria-label="Unread notifications">
      {ids.map((nid) => (
        <BellItem key={nid} id={nid} onPick={pick} />
      ))}
    </List>
  );
}

function PanelActions() {
  const dispatch = useAppDispatch();
  const unread = useAppSelector(selectUnreadCount);
  const shown = useAppSelector(selectBellNotificationIds).length;
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', px: 1, py: 0.5 }}>
      <Button
        size="small"
        disabled={unread === 0 && shown === 0}
        onClick={() => dispatch(notificationsActions.markAllReadRequested())}
      >
        Mark All Read
      </Button>
      <Button
        size="small"
        color="error"
        disabled={shown === 0}
        onClick={() => dispatch(notificationsActions.clearAllRequested())}
      >
        Clear All
      </Button>
    </Box>
  );
}

/**
 * The bell's panel (docs/requirements.md#bell): 320 px, at most 5 unread, actions and links. The
 * panel itself reads nothing from the store; its parts do, so that notifications arriving at a
 * high rate render the parts that show them, not the popover (docs/performance.md#client).
 */
export default function NotificationMenu({ id, anchor, onClose }: NotificationMenuProps) {
  return (
    <Popover
      id={id}
      open={Boolean(anchor)}
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-label': 'Notifications',
          sx: { width: 320, maxWidth: 'calc(100vw - 16px)' },
        },
      }}
    >
      <Box sx={{ px: 2, pt: 1.5, pb: 1, display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography variant="subtitle1" component="h2" sx={{ flexGrow: 1, fontWeight: 600 }}>
          Notifications
        </Typography>
        <ConnectionChip />
      </Box>
      <UnreadLine />
      <Divider />
      <UnreadList onClose={onClose} />
      <Divider />
      <PanelActions />
      <Divider />
      <List dense disablePadding>
        <ListItemButton component={RouterLink} to="/notifications" onClick={onClose}>
          <ListItemText primary="View All Notifications" slotProps={{ primary: { color: 'primary' } }} />
        </ListItemButton>
        <ListItemButton component={RouterLink} to="/notification-settings" onClick={onClose}>
          <ListItemText primary="Notification Settings" />
        </ListItemButton>
      </List>
    </Popover>
  );
}
