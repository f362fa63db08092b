import { useCallback, useEffect, useMemo, useState } from 'react';
import { RouterLink } from '@client/components/RouterLink';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import List from '@mui/material/List';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import { Skeleton } from '@client/components/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MAX_NOTIFICATIONS } from '@shared/constants';
import { formatCount } from '@client/lib/format';
import { useAppDispatch, useAppSelector } from '@client/lib/hooks';
import type { RootState } from '@client/lib/hooks';
import { ConfirmDialog } from '@client/components/ConfirmDialog';
import { EmptyState } from '@client/components/EmptyState';
import {
  NotificationFilters,
  NotificationRow,
  type AppNotification,
  makeSelectFilteredNotificationIds,
  selectHasOlderNotifications,
  selectOlderNotificationsRequest,
  selectNotificationsStatus,
  selectNotificationsTotal,
  selectUnreadCount,
  type ReadFilter,
  notificationsActions,
} from '@client/features/notifications';
import { usePageTitle } from '@client/features/siteSettings';

export const PAGE_SIZE = 10;

/** Its own component: the unread count changes with every notification, the page's header does not. */
function MarkAllReadButton() {
  const dispatch = useAppDispatch();
  const unread = useAppSelector(selectUnreadCount);
  return (
    <Button
      variant="outlined"
      disabled={unread === 0}
      onClick={() => dispatch(notificationsActions.markAllReadRequested())}
    >
      Mark All Read
    </Button>
  );
}

/** The user's own notifications, not their role's: known once the page has asked (null while it loads). */
const selectOwnUnreadCount = (state: RootState) => state.notifications.ownUnreadCount;

/** How many of the unread ones are addressed to the user alone; nothing until the count is known. */
function OwnUnreadCount() {
  const own = useAppSelector(selectOwnUnreadCount);
  if (own === null || own === undefined) return null;
  return (
    <Typography variant="body2" color="text.secondary">
      {formatCount(own)} unread addressed to you
    </Typography>
  );
}

/** Marks the user's own notifications read; role and admin ones stay unread. */
function MarkOwnReadButton() {
  const dispatch = useAppDispatch();
  const own = useAppSelector(selectOwnUnreadCount);
  return (
    <Button
      variant="outlined"
      disabled={!own}
      onClick={() => dispatch(notificationsActions.markOwnReadRequested())}
    >
      Mark Mine Read
    </Button>
  );
}

export default function NotificationsPage() {
  usePageTitle('Notifications');
  const dispatch = useAppDispatch();
  const [read, setRead] = useState<ReadFilter>('all');
  const [type, setType] = useState('');
  const [pageWanted, setPage] = useState(1);
  const [toDelete, setToDelete] = useState<AppNotification | null>(null);
  const selectFiltered = useMemo(() => makeSelectFilteredNotificationIds(), []);
  const ids = useAppSelector((state: RootState) => selectFiltered(state, read, type));
  const total = useAppSelector(selectNotificationsTotal);
  const status = useAppSelector(selectNotificationsStatus);
  const hasOlder = useAppSelector(selectHasOlderNotifications);
  const older = useAppSelector(selectOlderNotificationsRequest);

  const changeRead = useCallback((value: ReadFilter) => {
    setRead(value);
    setPage(1);
  }, []);
  const changeType = useCallback((value: string) => {
    setType(value);
    setPage(1);
  }, []);

  // The bell loads unread ones only; this page shows read ones too.
  useEffect(() => {
    dispatch(notificationsActions.fetchRequested({ includeRead: true, limit: MAX_NOTIFICATIONS }));
    dispatch(notificationsActions.ownUnreadCountRequested());
  }, [dispatch]);

  const pageCount = Math.max(1, Math.ceil(ids.length / PAGE_SIZE));
  // A delete on the last page may leave it empty: show the last page that has rows.
  const page = Math.min(pageWanted, pageCount);
  const shown = ids.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
  const loading = total === 0 && (status === 'idle' || status === 'pending');

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, sm: 5 } }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={{ xs: 1, sm: 2 }}
        sx={{ alignItems: { xs: 'flex-start', sm: 'center' }, mb: 2 }}
      >
        <Box sx={{ flexGrow: 1 }}>
          <Typography variant="h4" component="h1">
            Notifications
          </Typography>
          <OwnUnreadCount />
        </Box>
        {/* Each button on one line; on a phone the row wraps instead. */}
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ flexWrap: 'wrap', '& .MuiButton-root': { whiteSpace: 'nowrap' } }}
        >
          <MarkOwnReadButton />
          <MarkAllReadButton />
          <Button component={RouterLink} to="/notification-settings">
            Settings
          </Button>
        </Stack>
      </Stack>
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        <NotificationFilters read={read} type={type} onReadChange={changeRead} onTypeChange={changeType} />
      </Paper>
      <Paper variant="outlined">
        {loading ? (
          <Box sx={{ p: 2 }} aria-busy="true" aria-label="Loading notifications">
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} variant="rounded" height={64} sx={{ mb: 1 }} />
            ))}
          </Box>
        ) : shown.length === 0 ? (
          <EmptyState title={total === 0 ? 'No notifications yet' : 'No notifications match these filters'}>
            {total === 0 && <Typography>New activity will appear here as it happens.</Typography>}
          </EmptyState>
        ) : (
          <List disablePadding aria-label="Notification list">
            {shown.map((id) => (
              <NotificationRow key={id} id={id} onDelete={setToDelete} />
            ))}
          </List>
        )}
      </Paper>
      {pageCount > 1 && (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}>
          <Pagination count={pageCount} page={page} onChange={(_e, value) => setPage(value)} />
        </Box>
      )}
      {!loading && hasOlder && (
        <Stack spacing={1} sx={{ alignItems: 'center', mt: 2 }}>
          {older.status === 'failed' && (
            <Typography color="error" role="alert">
              {older.error}
            </Typography>
          )}
          {/* The server pages older ones by a cursor (docs/requirements.md#growth). */}
          <Button
            variant="outlined"
            disabled={older.status === 'pending'}
            onClick={() => dispatch(notificationsActions.olderRequested())}
          >
            {older.status === 'pending' ? 'Loading…' : 'Load more'}
          </Button>
        </Stack>
      )}
      <ConfirmDialog
        open={toDelete !== null}
        title="Delete notification?"
        onCancel={() => setToDelete(null)}
        onConfirm={() => {
          if (toDelete) dispatch(notificationsActions.deleteRequested(toDelete.id));
          setToDelete(null);
        }}
      >
        “{toDelete?.title}” will be removed from your notifications.
      </ConfirmDialog>
    </Container>
  );
}
