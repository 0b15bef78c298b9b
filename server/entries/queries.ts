// Reads of day records; the SQL, which builds the JSON in PostgreSQL, is in ./sql.ts.
import { db } from '@/server/db';
import { entriesBetweenSql, entryForDaySql, ownEntrySql } from './sql';

export interface EntryRow {
  id: number;
  recorded_on: string;
  week: number;
  is_recorded: boolean;
  locked: boolean;
  total_points: number;
  entry_points: number;
  entry_activities: {
    id: number;
    feels_value: number | null;
    user_activity: {
      id: number;
      is_active: boolean;
      tile_number: number | null;
      points: number;
      activity: { id: number; name: string; category: string; image_url: string | null };
    };
  }[];
}

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
