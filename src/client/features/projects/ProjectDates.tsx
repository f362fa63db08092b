/** A day (YYYY-MM-DD or ISO) as the product shows it; a dash when there is none. */
export function formatDay(value: string | null | undefined): string {
  if (!value) return '—';
  const day = /^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00` : value;
  const date = new Date(day);
  if (Number.isNaN(date.getTime())) return value;
  return date.toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
}

/** A moment with its time. */
export function formatMoment(value: string | null | undefined): string {
  if (!value) return '—';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return date.toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
}

export function ProjectDates({ start, end }: { start: string | null; end: string | null }) {
  return (
    <span>
      {formatDay(start)} – {formatDay(end)}
    </span>
  );
}
