// GET /export/entries, a download: one row per
// day record of the caller — date, program week, activities logged, points, and how each activity felt. Streamed
// in batches of days, the way the reports export large files. Its header, categories and feelings are in the reader's
// language (a download is read as is), and so are the activities' names where translated.
import { db } from '@/server/db';
import { localizeActivity, readerTranslation } from '@/server/activities/translations';
import { isoDate } from '@/lib/promotion-dates';
import { categoryObject, isCategoryKey } from '@/lib/activities/categories';
import { DEFAULT_LOCALE, type AnyLocale } from '@/lib/i18n/locales';
import { translatorFor } from '@/server/i18n/translator';
import { csvDownload, type CsvRow } from './csv';

const HEADER_KEYS = ['date', 'week', 'activitiesLogged', 'activities', 'categories', 'points', 'feels'] as const;

/** The header row in `locale` (English: Date, Week, Activities Logged, Activities, Categories, Points, Feels). */
export function entriesCsvHeader(locale: AnyLocale = DEFAULT_LOCALE): string[] {
  const t = translatorFor(locale, 'stats.entriesCsv');
  return HEADER_KEYS.map((key) => t(key));
}
export const ENTRIES_CSV_FILENAME = 'my-entries.csv';

/** Days read per query while streaming. */
const BATCH = 500;

/** feels_value: null means not recorded; -1 sad, 0 neutral, anything else happy. */
export function feelsKey(value: number | null): 'sad' | 'neutral' | 'happy' | null {
  if (value === null) return null;
  if (value === -1) return 'sad';
  if (value === 0) return 'neutral';
  return 'happy';
}

/** How the file names a category and a feeling in the reader's language. */
function cellWords(locale: AnyLocale) {
  const tCategories = translatorFor(locale, 'categories.names');
  const tFeels = translatorFor(locale, 'activities.feels');
  return {
    category: (key: string) => (isCategoryKey(key) ? tCategories(key) : categoryObject(key).display),
    feels: (value: number | null) => {
      const key = feelsKey(value);
      return key ? tFeels(key) : null;
    },
  };
}

/** Each activity with the reader's translation of it (issue 36), joined in the same statement. */
const entrySelect = (locale: AnyLocale) => ({
  recorded_on: true, week: true, total_points: true,
  entry_activities: {
    orderBy: { id: 'asc' },
    select: { feels_value: true, user_activity: { select: { is_active: true, activity: { select: { name: true, category: true, translations: readerTranslation(locale) } } } } },
  },
}) as const;

/** The user's day records in date order, a batch at a time: entries (user_id, recorded_on) unique, then entry_activities (entry_id). */
async function* entryRows(userId: number, promotionId: number, locale: AnyLocale): AsyncGenerator<CsvRow> {
  const words = cellWords(locale);
  let after: Date | undefined;
  for (;;) {
    const entries = await db.entry.findMany({
      where: { user_id: userId, promotion_id: promotionId, ...(after ? { recorded_on: { gt: after } } : {}) },
      orderBy: { recorded_on: 'asc' },
      take: BATCH,
      select: entrySelect(locale),
    });
    for (const e of entries) {
      // Deactivated activities earn nothing and are not "logged" any more.
      const active = e.entry_activities.filter((ea) => ea.user_activity.is_active);
      yield [
        isoDate(e.recorded_on),
        e.week,
        active.length,
        active.map((ea) => localizeActivity(ea.user_activity.activity, locale).name).join('; '),
        active.map((ea) => words.category(ea.user_activity.activity.category)).join('; '),
        e.total_points,
        active.map((ea) => words.feels(ea.feels_value)).filter(Boolean).join('; '),
      ];
    }
    if (entries.length < BATCH) return;
    after = entries[entries.length - 1]!.recorded_on;
  }
}

/** The caller's day records as a streamed CSV download, in the reader's language (`locale`, the request's). */
export function entriesCsvDownload(userId: number, promotionId: number, locale: AnyLocale = DEFAULT_LOCALE): Promise<Response> {
  return csvDownload({ filename: ENTRIES_CSV_FILENAME, header: entriesCsvHeader(locale), rows: entryRows(userId, promotionId, locale) });
}
