import { lazy, Suspense, useCallback, useState, type MouseEvent } from 'react';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import NotificationsIcon from '@mui/icons-material/Notifications';
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
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = useCallback(() => setAnchor(null), []);
  // Stays mounted once loaded so that the closing transition runs.
  const [loaded, setLoaded] = useState(false);
  const open = Boolean(anchor);

  return (
    <>
      <IconButton
        color="inherit"
        aria-label="Notifications"
        aria-controls={open ? PANEL_ID : undefined}
        aria-haspopup="dialog"
        aria-expanded={open ? 'true' : undefined}
        onClick={(e: MouseEvent<HTMLElement>) => {
          setAnchor(e.currentTarget);
          setLoaded(true);
        }}
      >
        <UnreadBadge />
      </IconButton>
      {loaded && (
        <Suspense fallback={null}>
          <NotificationMenu id={PANEL_ID} anchor={anchor} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
