import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText, { type ListItemTextProps } from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { formatNotificationTime } from '@client/lib/format';
import type { AppNotification } from './notificationModel';
import { SeverityIcon } from './SeverityIcon';

type PrimaryProps = NonNullable<ListItemTextProps['slotProps']>['primary'];

interface NotificationSummaryProps {
  notification: AppNotification;
  /** The width of the severity icon's column. */
  iconWidth: number;
  /** How the title is set. */
  primary: PrimaryProps;
}

/** A notification as a list row shows it: severity icon, title, message and time. */
export function NotificationSummary({ notification: n, iconWidth, primary }: NotificationSummaryProps) {
  return (
    <>
      <ListItemIcon sx={{ minWidth: iconWidth, mt: 0.5 }}>
        <SeverityIcon severity={n.severity} />
      </ListItemIcon>
      <ListItemText
        primary={n.title}
        slotProps={{ primary }}
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
    </>
  );
}
