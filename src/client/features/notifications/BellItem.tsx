import { memo } from 'react';
import ListItemButton from '@mui/material/ListItemButton';
import { useAppSelector } from '@client/lib/hooks';
import type { RootState } from '@client/lib/hooks';
import type { AppNotification } from './notificationModel';
import { selectNotificationById } from './notificationsSelectors';
import { NotificationSummary } from './NotificationSummary';

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
      <NotificationSummary
        notification={n}
        iconWidth={32}
        primary={{ variant: 'subtitle2', noWrap: true, sx: { fontWeight: 600 } }}
      />
    </ListItemButton>
  );
});
