import { format } from 'date-fns';
import type { NotificationStatistics } from '@client/api/calls/notifications';

/** readRate may come as a ratio (0–1) or as a percentage; shown as a whole percentage. */
export function readRatePercent(
  stats: Pick<NotificationStatistics, 'readRate' | 'total' | 'unread'>,
): string {
  let rate = Number(stats.readRate);
  if (!Number.isFinite(rate)) rate = stats.total > 0 ? (stats.total - stats.unread) / stats.total : 0;
  const percent = rate <= 1 ? rate * 100 : rate;
  return `${Math.round(Math.max(0, Math.min(100, percent)))}%`;
}

/** 'YYYY-MM-DD' as 'Mar 05'; other text as is. */
export function dayLabel(date: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
  if (!match) return date;
  return format(new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])), 'MMM dd');
}

/** The most frequent types first, the long tail summed as 'Other'. */
export function topTypes(byType: NotificationStatistics['byType'], limit = 8) {
  const sorted = [...byType].sort((a, b) => b.count - a.count);
  if (sorted.length <= limit) return sorted;
  const rest = sorted.slice(limit - 1).reduce((n, t) => n + t.count, 0);
  return [...sorted.slice(0, limit - 1), { type: 'Other', count: rest }];
}
