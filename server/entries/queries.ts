// Reads of day records; the SQL, which builds the JSON in PostgreSQL, is in ./sql.ts.
import { db } from '@/server/db';
import { translationLocale } from '@/server/activities/translations';
import { entriesBetweenSql, entryForDaySql, ownEntrySql, type EntryRow } from './sql';

// The row shapes live beside the SQL that builds them; read here too, where the reads are.
export type { EntryRow } from './sql';

// `locale`: the reader's language, for the activities' names (issue 36); none reads them as written.

/** A user's entry of one day (unique index user_id, recorded_on). */
export async function findEntryForDay(userId: number, promotionId: number, day: string, locale?: string | null): Promise<EntryRow | null> {
  return (await entryForDaySql.first(db, userId, day, promotionId, translationLocale(locale)))?.entry ?? null;
}

/** An entry by id, only the caller's own: anything else is null (a 404, never a leak). */
export async function findOwnEntry(userId: number, promotionId: number, id: number, locale?: string | null): Promise<EntryRow | null> {
  return (await ownEntrySql.first(db, id, userId, promotionId, translationLocale(locale)))?.entry ?? null;
}

/** A user's entries between two days (unique index user_id, recorded_on: a range scan). */
export async function findEntriesBetween(userId: number, promotionId: number, from: string, to: string, locale?: string | null): Promise<EntryRow[]> {
  const row = await entriesBetweenSql.first(db, userId, from, to, promotionId, translationLocale(locale));
  return row?.entries ?? [];
}
