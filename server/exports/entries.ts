// GET /export/entries (participant-core.md §7 "GET /export/entries and /export/stats as downloads"): one row per
// day record of the caller — date, program week, activities logged, points, and how each activity felt.
import { db } from '@/server/db';
import { isoDate } from '@/lib/promotion-dates';
import { categoryObject } from '@/lib/activities/categories';
import { toCsv, type CsvCell } from './csv';

export const ENTRIES_CSV_HEADER = ['Date', 'Week', 'Activities Logged', 'Activities', 'Categories', 'Points', 'Feels'];

/** participant-core.md §3 "feels_value (null means not recorded; -1 sad, 0 neutral, other happy)". */
export function feelsLabel(value: number | null): string | null {
  if (value === null) return null;
  if (value === -1) return 'Sad';
  if (value === 0) return 'Neutral';
  return 'Happy';
}

export async function entriesCsv(userId: number, promotionId: number): Promise<string> {
  // entries (user_id, recorded_on) unique: the user's days in order; entry_activities (entry_id).
  const entries = await db.entry.findMany({
    where: { user_id: userId, promotion_id: promotionId },
    orderBy: { recorded_on: 'asc' },
    select: {
      recorded_on: true, week: true, total_points: true,
      entry_activities: {
        orderBy: { id: 'asc' },
        select: { feels_value: true, user_activity: { select: { is_active: true, activity: { select: { name: true, category: true } } } } },
      },
    },
  });
  const rows: CsvCell[][] = [ENTRIES_CSV_HEADER];
  for (const e of entries) {
    // Deactivated activities earn nothing and are not "logged" any more (participant-core.md §4).
    const active = e.entry_activities.filter((ea) => ea.user_activity.is_active);
    rows.push([
      isoDate(e.recorded_on),
      e.week,
      active.length,
      active.map((ea) => ea.user_activity.activity.name).join('; '),
      active.map((ea) => categoryObject(ea.user_activity.activity.category).display).join('; '),
      e.total_points,
      active.map((ea) => feelsLabel(ea.feels_value)).filter(Boolean).join('; '),
    ]);
  }
  return toCsv(rows);
}
