// GET /export/entries, a download: one row per
// day record of the caller — date, program week, activities logged, points, and how each activity felt. Streamed
// in batches of days, the way the reports export large files.
import { db } from '@/server/db';
import { isoDate } from '@/lib/promotion-dates';
import { categoryObject } from '@/lib/activities/categories';
import { csvDownload, type CsvRow } from './csv';

export const ENTRIES_CSV_HEADER = ['Date', 'Week', 'Activities Logged', 'Activities', 'Categories', 'Points', 'Feels'];
export const ENTRIES_CSV_FILENAME = 'my-entries.csv';

/** Days read per query while streaming. */
const BATCH = 500;

/** feels_value: null means not recorded; -1 sad, 0 neutral, anything else happy. */
export function feelsLabel(value: number | null): string | null {
  if (value === null) return null;
  if (value === -1) return 'Sad';
  if (value === 0) return 'Neutral';
  return 'Happy';
}

const entrySelect = {
  recorded_on: true, week: true, total_points: true,
  entry_activities: {
    orderBy: { id: 'asc' },
    select: { feels_value: true, user_activity: { select: { is_active: true, activity: { select: { name: true, category: true } } } } },
  },
} as const;

/** The user's day records in date order, a batch at a time: entries (user_id, recorded_on) unique, then entry_activities (entry_id). */
async function* entryRows(userId: number, promotionId: number): AsyncGenerator<CsvRow> {
  let after: Date | undefined;
  for (;;) {
    const entries = await db.entry.findMany({
      where: { user_id: userId, promotion_id: promotionId, ...(after ? { recorded_on: { gt: after } } : {}) },
      orderBy: { recorded_on: 'asc' },
      take: BATCH,
      select: entrySelect,
    });
    for (const e of entries) {
      // Deactivated activities earn nothing and are not "logged" any more.
      const active = e.entry_activities.filter((ea) => ea.user_activity.is_active);
      yield [
        isoDate(e.recorded_on),
        e.week,
        active.length,
        active.map((ea) => ea.user_activity.activity.name).join('; '),
        active.map((ea) => categoryObject(ea.user_activity.activity.category).display).join('; '),
        e.total_points,
        active.map((ea) => feelsLabel(ea.feels_value)).filter(Boolean).join('; '),
      ];
    }
    if (entries.length < BATCH) return;
    after = entries[entries.length - 1]!.recorded_on;
  }
}

/** The caller's day records as a streamed CSV download. */
export function entriesCsvDownload(userId: number, promotionId: number): Promise<Response> {
  return csvDownload({ filename: ENTRIES_CSV_FILENAME, header: ENTRIES_CSV_HEADER, rows: entryRows(userId, promotionId) });
}
