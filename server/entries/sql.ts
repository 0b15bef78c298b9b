// The raw SQL of day records (docs/decisions/006-sql-style.md): the JSON of an entry with its activities, built in
// PostgreSQL (one round trip; the home screen embeds entryJson in its own query), and the entry row locks that
// serialize logging on a day. Every statement names the user and the promotion.
import { Prisma } from '@/generated/prisma/client';
import { col, defineCommand, defineQuery } from '@/server/platform/sql';
import { isoDay } from '@/server/scenes/sql';
import { activityTranslationJoin, translatedActivityName } from '@/server/activities/translations';

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

/**
 * JSON of an entry `e` with its activities (index entry_activities.entry_id), in the order they were logged, their names
 * in `locale` where translated (issue 36; the unique index activity_translations (activity_id, locale)).
 */
export const entryJson = (locale: string | null) => Prisma.sql`json_build_object(
  'id', e.id, 'recorded_on', ${isoDay('e.recorded_on')}, 'week', e.week, 'is_recorded', e.is_recorded, 'locked', e.locked,
  'total_points', e.total_points, 'entry_points', e.entry_points,
  'entry_activities', coalesce((
    SELECT json_agg(json_build_object(
             'id', ea.id, 'feels_value', ea.feels_value,
             'user_activity', json_build_object(
               'id', eua.id, 'is_active', eua.is_active, 'tile_number', eua.tile_number, 'points', eua.points,
               'activity', json_build_object('id', ea_a.id, 'name', ${translatedActivityName('ea_a', 'ea_t')}, 'category', ea_a.category, 'image_url', ea_a.image_url)))
           ORDER BY ea.id)
      FROM entry_activities ea
      JOIN user_activities eua ON eua.id = ea.user_activity_id
      JOIN activities ea_a ON ea_a.id = eua.activity_id
      ${activityTranslationJoin('ea_a', 'ea_t', locale)}
     WHERE ea.entry_id = e.id), '[]'::json))`;

/** A user's entry of one day (unique index user_id, recorded_on). */
export const entryForDaySql = defineQuery({
  name: 'entries.forDay',
  columns: { entry: col.json<EntryRow>() },
  sql: (userId: number, day: string, promotionId: number, locale: string | null) =>
    Prisma.sql`SELECT ${entryJson(locale)} AS entry FROM entries e WHERE ${Prisma.sql`e.user_id = ${userId} AND e.recorded_on = ${day}::date AND e.promotion_id = ${promotionId}`}`,
  examples: [[1, '2026-03-02', 1, 'es']],
});

/** An entry by id, only the caller's own. */
export const ownEntrySql = defineQuery({
  name: 'entries.ownById',
  columns: { entry: col.json<EntryRow>() },
  sql: (id: number, userId: number, promotionId: number, locale: string | null) =>
    Prisma.sql`SELECT ${entryJson(locale)} AS entry FROM entries e WHERE ${Prisma.sql`e.id = ${id} AND e.user_id = ${userId} AND e.promotion_id = ${promotionId}`}`,
  examples: [[1, 1, 1, 'es']],
});

/** A user's entries between two days (unique index user_id, recorded_on: a range scan). */
export const entriesBetweenSql = defineQuery({
  name: 'entries.between',
  columns: { entries: col.json<EntryRow[]>() },
  sql: (userId: number, from: string, to: string, promotionId: number, locale: string | null) => Prisma.sql`
    SELECT coalesce(json_agg(${entryJson(locale)} ORDER BY e.recorded_on), '[]'::json) AS entries FROM entries e
     WHERE e.user_id = ${userId} AND e.recorded_on BETWEEN ${from}::date AND ${to}::date AND e.promotion_id = ${promotionId}`,
  examples: [[1, '2026-03-02', '2026-03-08', 1, 'es']],
});

/**
 * The day's entry, created when missing and locked until the transaction ends, in one statement (the hottest write's
 * first step). The insert's RETURNING gives a row this statement created (locked: it is ours); the FOR UPDATE part an
 * existing one. Both read one snapshot, so a row another transaction created and committed while this one waited on
 * the insert's conflict shows in neither: the caller then locks it with lockEntrySql, a statement of its own.
 */
export const ensureAndLockEntrySql = defineQuery({
  name: 'entries.ensureAndLockForDay',
  columns: { id: col.int, locked: col.bool, is_recorded: col.bool, entry_points: col.int },
  sql: (promotionId: number, userId: number, day: string, startsOn: string) => Prisma.sql`
    WITH created AS (
      INSERT INTO entries (promotion_id, user_id, recorded_on, week, updated_at)
      VALUES (${promotionId}, ${userId}, ${day}::date, GREATEST(1, (${day}::date - ${startsOn}::date) / 7 + 1), now())
      ON CONFLICT (user_id, recorded_on) DO NOTHING
      RETURNING id, locked, is_recorded, entry_points
    ), existing AS (
      SELECT id, locked, is_recorded, entry_points FROM entries
       WHERE user_id = ${userId} AND recorded_on = ${day}::date AND promotion_id = ${promotionId}
         FOR UPDATE
    )
    SELECT id, locked, is_recorded, entry_points FROM created
    UNION ALL
    SELECT id, locked, is_recorded, entry_points FROM existing`,
  examples: [[1, 1, '2026-03-02', '2026-03-02']],
});

/** The day's entry, locked until the transaction ends. */
export const lockEntrySql = defineQuery({
  name: 'entries.lockForDay',
  columns: { id: col.int, locked: col.bool, is_recorded: col.bool, entry_points: col.int },
  sql: (userId: number, day: string, promotionId: number) => Prisma.sql`
    SELECT id, locked, is_recorded, entry_points FROM entries
     WHERE user_id = ${userId} AND recorded_on = ${day}::date AND promotion_id = ${promotionId}
       FOR UPDATE`,
  examples: [[1, '2026-03-02', 1]],
});

export const setRecordedSql = defineCommand({
  name: 'entries.setRecorded',
  sql: (recorded: boolean, entryId: number) => Prisma.sql`UPDATE entries SET is_recorded = ${recorded}, updated_at = now() WHERE id = ${entryId}`,
  examples: [[true, 1]],
});

/** An own entry by id, locked (PUT /entries/{id}). */
export const lockOwnEntrySql = defineQuery({
  name: 'entries.lockOwn',
  columns: { id: col.int, locked: col.bool },
  sql: (entryId: number, userId: number, promotionId: number) => Prisma.sql`
      SELECT id, locked FROM entries WHERE id = ${entryId} AND user_id = ${userId} AND promotion_id = ${promotionId} FOR UPDATE`,
  examples: [[1, 1, 1]],
});
