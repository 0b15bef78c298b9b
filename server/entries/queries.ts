// Reads of day records, as raw SQL building the JSON in PostgreSQL (one round trip for an entry and its activities;
// the home screen embeds entryJson in its own query). Every query names the user and the promotion.
import { db } from '@/server/db';
import { Prisma } from '@/generated/prisma/client';
import { isoDay } from '@/server/scenes/queries';

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

/** JSON of an entry `e` with its activities (index entry_activities.entry_id), in the order they were logged. */
export const entryJson = Prisma.sql`json_build_object(
  'id', e.id, 'recorded_on', ${isoDay('e.recorded_on')}, 'week', e.week, 'is_recorded', e.is_recorded, 'locked', e.locked,
  'total_points', e.total_points, 'entry_points', e.entry_points,
  'entry_activities', coalesce((
    SELECT json_agg(json_build_object(
             'id', ea.id, 'feels_value', ea.feels_value,
             'user_activity', json_build_object(
               'id', eua.id, 'is_active', eua.is_active, 'tile_number', eua.tile_number, 'points', eua.points,
               'activity', json_build_object('id', ea_a.id, 'name', ea_a.name, 'category', ea_a.category, 'image_url', ea_a.image_url)))
           ORDER BY ea.id)
      FROM entry_activities ea
      JOIN user_activities eua ON eua.id = ea.user_activity_id
      JOIN activities ea_a ON ea_a.id = eua.activity_id
     WHERE ea.entry_id = e.id), '[]'::json))`;

async function one(where: Prisma.Sql): Promise<EntryRow | null> {
  const [row] = await db.$queryRaw<{ entry: EntryRow }[]>`SELECT ${entryJson} AS entry FROM entries e WHERE ${where}`;
  return row?.entry ?? null;
}

/** A user's entry of one day (unique index user_id, recorded_on). */
export function findEntryForDay(userId: number, promotionId: number, day: string) {
  return one(Prisma.sql`e.user_id = ${userId} AND e.recorded_on = ${day}::date AND e.promotion_id = ${promotionId}`);
}

/** An entry by id, only the caller's own: anything else is null (a 404, never a leak). */
export function findOwnEntry(userId: number, promotionId: number, id: number) {
  return one(Prisma.sql`e.id = ${id} AND e.user_id = ${userId} AND e.promotion_id = ${promotionId}`);
}

/** A user's entries between two days (unique index user_id, recorded_on: a range scan). */
export async function findEntriesBetween(userId: number, promotionId: number, from: string, to: string): Promise<EntryRow[]> {
  const [row] = await db.$queryRaw<{ entries: EntryRow[] }[]>`
    SELECT coalesce(json_agg(${entryJson} ORDER BY e.recorded_on), '[]'::json) AS entries FROM entries e
     WHERE e.user_id = ${userId} AND e.recorded_on BETWEEN ${from}::date AND ${to}::date AND e.promotion_id = ${promotionId}`;
  return row?.entries ?? [];
}
