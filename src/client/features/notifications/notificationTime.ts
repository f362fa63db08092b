import { format } from 'date-fns';
import { NOTIFICATION_TIME_FORMAT } from '@shared/constants';

// Apart from the notification model, which the store loads at start: date-fns comes with the views
// that show a time, not with the first download.

/** 'MMM dd, HH:mm' in local time; an unreadable date gives ''. */
export function formatNotificationTime(value: string | number | Date | null | undefined): string {
  if (value == null || value === '') return '';
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? '' : format(date, NOTIFICATION_TIME_FORMAT);
}
