import { formatDate } from '@client/lib/format';

export function ProjectDates({ start, end }: { start: string | null; end: string | null }) {
  return (
    <span>
      {formatDate(start)} – {formatDate(end)}
    </span>
  );
}
