import type { NotificationStatistics } from '@shared/contracts/notifications';
import { formatDayMonth } from '@client/lib/format';

/** The read rate (a ratio between 0 and 1) as a whole percentage. */
export function readRatePercent(stats: Pick<NotificationStatistics, 'readRate'>): string {
  return `${Math.round(Math.max(0, Math.min(1, stats.readRate)) * 100)}%`;
}

/** 'YYYY-MM-DD' (the day of a longer timestamp too) as 'Mar 05'; other text as is. */
export function dayLabel(date: string): string {
  const day = /^\d{4}-\d{2}-\d{2}/.exec(date);
  return day ? formatDayMonth(day[0], date) : date;
}

/** The most frequent types first, the long tail summed as 'Other'. */
export function topTypes(byType: NotificationStatistics['byType'], limit = 8) {
  const sorted = [...byType].sort((a, b) => b.count - a.count);
  if (sorted.length <= limit) return sorted;
  const rest = sorted.slice(limit - 1).reduce((n, t) => n + t.count, 0);
  return [...sorted.slice(0, limit - 1), { type: 'Other', count: rest }];
}
