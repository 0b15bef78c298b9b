// Reads of day records; the SQL, which builds the JSON in PostgreSQL, is in ./sql.ts.
import { db } from '@/server/db';
import { entriesBetweenSql, entryForDaySql, ownEntrySql, type EntryRow } from './sql';

// The row shapes live beside the SQL that builds them; read here too, where the reads are.
export type { EntryRow } from './sql';

/** A user's entry of one day (unique index user_id, recorded_on). */
export async function findEntryForDay(userId: number, promotionId: number, day: string): Promise<EntryRow | null> {
  return (await entryForDaySql.first(db, userId, day, promotionId))?.entry ?? null;
}

/** An entry by id, only the caller's own: anything else is null (a 404, never a leak). */
export async function findOwnEntry(userId: number, promotionId: number, id: number): Promise<EntryRow | null> {
  return (await ownEntrySql.first(db, id, userId, promotionId))?.entry ?? null;
}

/** A user's entries between two days (unique index user_id, recorded_on: a range scan). */
export async function findEntriesBetween(userId: number, promotionId: number, from: string, to: string): Promise<EntryRow[]> {
  const row = await entriesBetweenSql.first(db, userId, from, to, promotionId);
  return row?.entries ?? [];
}
