import { format, isValid, parseISO } from 'date-fns';

/**
 * 'Jan 15, 2025' in local time. parseISO reads a date-only value ('2025-03-01') as a local day, so a
 * desired start date never shows as the day before west of UTC. An unreadable value gives ''.
 */
export function formatRequestDate(value: string | null | undefined): string {
  if (!value) return '';
  const date = parseISO(value);
  return isValid(date) ? format(date, 'MMM d, yyyy') : '';
}

/** Today as yyyy-MM-dd in local time: the earliest desired start date. */
export function todayIso(now: Date = new Date()): string {
  return format(now, 'yyyy-MM-dd');
}
