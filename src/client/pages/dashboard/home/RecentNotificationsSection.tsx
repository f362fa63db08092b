import { RouterLink } from '@client/components/RouterLink';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import { Skeleton } from '@client/components/Skeleton';
import Stack from '@mui/material/Stack';
import { MAX_NOTIFICATIONS } from '@shared/constants';
import { useAppDispatch, useAppSelector } from '@client/lib/hooks';
import type { RootState } from '@client/lib/hooks';
import { EmptyState } from '@client/components/EmptyState';
import { selectRecentNotificationIds } from '@client/features/dashboardStats';
import {
  type AppNotification,
  selectNotificationById,
  selectNotificationsStatus,
  notificationsActions,
  NotificationSummary,
} from '@client/features/notifications';
import { OverviewSection } from './OverviewParts';

/** The overview lists read notifications too, as the notifications page does. */
export const recentNotificationsRequested = () =>
  notificationsActions.fetchRequested({ includeRead: true, limit: MAX_NOTIFICATIONS });

function RecentNotification({ id }: { id: AppNotification['id'] }) {
  const n = useAppSelector((state: RootState) => selectNotificationById(state, id));
  if (!n) return null;
  return (
    <ListItemButton component={RouterLink} to="/notifications" alignItems="flex-start" divider>
      <NotificationSummary
        notification={n}
        iconWidth={36}
        primary={{ variant: 'subtitle2', sx: { fontWeight: n.isRead ? 400 : 600, overflowWrap: 'anywhere' } }}
      />
    </ListItemButton>
  );
}

/**
 * The newest notifications, each leading to the notifications page. A failed load says nothing of
 * its own (docs/requirements.md#errors-notifications): the list is empty, with a way to ask again.
 */
export function RecentNotificationsSection() {
  const dispatch = useAppDispatch();
  const ids = useAppSelector(selectRecentNotificationIds);
  const status = useAppSelector(selectNotificationsStatus);
  const loading = ids.length === 0 && (status === 'idle' || status === 'pending');

  return (
    <OverviewSection
      id="overview-notifications"
      title="Recent notifications"
      link={{ to: '/notifications', label: 'All notifications' }}
    >
      <Card variant="outlined">
        {loading ? (
          <Stack spacing={1} sx={{ p: 2 }} aria-busy="true" aria-label="Loading notifications">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} variant="rounded" height={56} />
            ))}
          </Stack>
        ) : ids.length === 0 ? (
          <EmptyState title="No recent notifications.">
            {status === 'failed' && (
              <Button onClick={() => dispatch(recentNotificationsRequested())}>Try again</Button>
            )}
          </EmptyState>
        ) : (
          <List disablePadding aria-label="Recent notifications">
            {ids.map((id) => (
              <RecentNotification key={id} id={id} />
            ))}
          </List>
        )}
      </Card>
    </OverviewSection>
  );
}
