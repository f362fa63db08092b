import { RouterLink } from '@client/components/RouterLink';
import Badge from '@mui/material/Badge';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import NotificationsIcon from '@mui/icons-material/Notifications';
import { useAppSelector } from '@client/lib/hooks';
import { selectUnreadBadgeText, selectUnreadCount } from './notificationsSelectors';

/** The notifications entry of the phone drawer, with the same badge as the bell. */
export function NotificationsDrawerItem({ onClick }: { onClick: () => void }) {
  const count = useAppSelector(selectUnreadCount);
  const badge = useAppSelector(selectUnreadBadgeText);
  return (
    <ListItemButton component={RouterLink} to="/notifications" onClick={onClick}>
      <ListItemIcon sx={{ minWidth: 40 }}>
        <Badge badgeContent={badge} color="secondary" invisible={count <= 0}>
          <NotificationsIcon />
        </Badge>
      </ListItemIcon>
      <ListItemText primary="Notifications" />
    </ListItemButton>
  );
}
