import { lazy } from 'react';
import Badge from '@mui/material/Badge';
import NotificationsIcon from '@mui/icons-material/Notifications';
import { MenuButton } from '@client/components/MenuButton';
import { useAppSelector } from '@client/lib/hooks';
import { selectUnreadBadgeText, selectUnreadCount } from './notificationsSelectors';

// The panel (Popover, Modal, list) loads on the first click, like the account menu.
const NotificationMenu = lazy(
  () => import(/* webpackChunkName: "notification-menu", webpackPrefetch: true */ './NotificationMenu'),
);

const PANEL_ID = 'notification-menu';

/**
 * The unread count as a badge (99+ above 99). Its own component: a notification arriving renders the
 * badge, not the button and the open panel (docs/performance.md#client).
 */
function UnreadBadge() {
  const count = useAppSelector(selectUnreadCount);
  const badge = useAppSelector(selectUnreadBadgeText);
  return (
    <Badge badgeContent={badge} color="secondary" invisible={count <= 0} data-testid="notification-badge">
      <NotificationsIcon />
    </Badge>
  );
}

/** The bell of the top bar: the unread count as a badge and the panel on click. */
export function NotificationBell() {
  return (
    <MenuButton
      menuId={PANEL_ID}
      label="Notifications"
      popup="dialog"
      menu={NotificationMenu}
      color="inherit"
    >
      <UnreadBadge />
    </MenuButton>
  );
}
