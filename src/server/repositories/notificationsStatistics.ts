import { sql, type Kysely } from 'kysely';
import type { NotificationStatistics, TimeRange } from '../../shared/contracts/notifications';
import type { Database } from '../db/types';

const DAY_MS = 24 * 60 * 60 * 1000;
const RANGE_DAYS: Record<Exclude<TimeRange, 'all'>, number> = { '7d': 7, '30d': 30, '90d': 90 };

type Grouped = 'type' | 'severity' | 'audience';

/** The first UTC day a range covers; undefined for 'all'. 7d is today and the six days before it. */
export function rangeStart(range: TimeRange, now: number): string | undefined {
  if (range === 'all') return undefined;
  const today = new Date(now).toISOString().slice(0, 10);
  return new Date(Date.parse(today) - (RANGE_DAYS[range] - 1) * DAY_MS).toISOString();
}

function days(from: string, now: number): string[] {
  const out: string[] = [];
  const last = new Date(now).toISOString().slice(0, 10);
  for (let t = Date.parse(from.slice(0, 10)); ; t += DAY_MS) {
    const day = new Date(t).toISOString().slice(0, 10);
    out.push(day);
    if (day >= last) return out;
  }
}

export async function statistics(
  db: Kysely<Database>,
  range: TimeRange,
  now: number,
): Promise<NotificationStatistics> {
  const from = rangeStart(range, now);
  const inRange = () => {
    const base = db.selectFrom('notifications');
    return from ? base.where('notifications.created_at', '>=', from) : base;
  };
  const count = (n: unknown) => Number(n ?? 0);

  const totals = await inRange()
    .select((eb) => [
      eb.fn.countAll<number | string>().as('total'),
      eb.fn
        .count<number | string>('notifications.id')
        .filterWhere((w) =>
          w.exists(
            w
              .selectFrom('notification_reads as r')
              .select('r.notification_id')
              .whereRef('r.notification_id', '=', 'notifications.id'),
          ),
        )
        .as('read'),
    ])
    .executeTakeFirst();
  const total = count(totals?.total);
  const read = count(totals?.read);

  const grouped = async (column: Grouped) => {
    const rows = await inRange()
      .select((eb) => [
        `notifications.${column} as key` as const,
        eb.fn.countAll<number | string>().as('count'),
      ])
      .groupBy(`notifications.${column}`)
      .orderBy('count', 'desc')
      .orderBy('key')
      .execute();
    return rows.map((r) => ({ key: String(r.key), count: count(r.count) }));
  };

  const day = sql<string>`substr(notifications.created_at, 1, 10)`;
  const dayRows = await inRange()
    .select((eb) => [day.as('date'), eb.fn.countAll<number | string>().as('count')])
    .groupBy(day)
    .orderBy(day)
    .execute();
  const perDay = new Map(dayRows.map((r) => [r.date, count(r.count)]));
  const byDay = from
    ? days(from, now).map((date) => ({ date, count: perDay.get(date) ?? 0 }))
    : [...perDay].map(([date, n]) => ({ date, count: n }));

  return {
    timeRange: range,
    total,
    unread: total - read,
    readRate: total === 0 ? 0 : Math.round((read / total) * 10_000) / 10_000,
    byType: (await grouped('type')).map(({ key, count: n }) => ({ type: key, count: n })),
    bySeverity: (await grouped('severity')).map(({ key, count: n }) => ({ severity: key, count: n })),
    byDay,
    byAudience: (await grouped('audience')).map(({ key, count: n }) => ({ audience: key, count: n })),
  };
}
