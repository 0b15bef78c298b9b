// Reads of the daily loop: the home data (GET /logging) and the user activities index/show.
import { db, type Prisma } from '@/server/db';
import { parseIsoDate } from '@/lib/promotion-dates';
import { isCategoryKey } from '@/lib/activities/categories';
import type { Page } from '@/server/http/pagination';
import { entryJson, type EntryRow } from '@/server/entries/queries';
import { daysOfWeek } from '@/server/entries/policy';
import { isoTimestamp, tileJson, userSceneJson, type TileRow, type UserSceneRow } from '@/server/scenes/queries';
import { endCurrentScene, ensureFirstScene } from '@/server/scenes/mutations';
import type { Participant } from './policy';

export interface PendingRow {
  id: number;
  activity_id: number;
  created_at: string;
  activity: { id: number; name: string; category: string; image_url: string | null };
}

export interface HomeRows {
  latest: UserSceneRow | null;
  previous: UserSceneRow[];
  counts: { completed: number; eop: number };
  tiles: TileRow[];
  entry: EntryRow | null;
  /** The activity added but not yet placed on a tile (recorded_on null), newest first. */
  pending: PendingRow | null;
  total_points: number | null;
}

/**
 * The whole home screen in ONE round trip (GET /logging is the hottest read): every part is a subquery on an index —
 * user_scenes (user_id, sequence), user_activities (user_scene_id, tile_number) and (user_id, recorded_on), entries
 * (user_id, recorded_on), entry_activities (entry_id), user_points (user_id) — and PostgreSQL builds the JSON.
 */
async function readHome({ userId, promotion: p }: Participant, day: string, page: Page): Promise<HomeRows> {
  const [row] = await db.$queryRaw<HomeRows[]>`
    WITH latest AS (
      SELECT * FROM user_scenes WHERE user_id = ${userId} AND promotion_id = ${p.id} ORDER BY sequence DESC LIMIT 1
    ), previous AS (
      SELECT * FROM user_scenes
       WHERE user_id = ${userId} AND promotion_id = ${p.id} AND current_state IN ('completed', 'eop')
       ORDER BY sequence DESC OFFSET ${page.skip}::bigint LIMIT ${page.take ?? null}::bigint
    )
    SELECT
      (SELECT ${userSceneJson} FROM latest us JOIN scenes s ON s.id = us.scene_id) AS latest,
      (SELECT coalesce(json_agg(${userSceneJson} ORDER BY us.sequence DESC), '[]'::json)
         FROM previous us JOIN scenes s ON s.id = us.scene_id) AS previous,
      (SELECT json_build_object('completed', count(*) FILTER (WHERE current_state = 'completed'),
                                'eop', count(*) FILTER (WHERE current_state = 'eop'))
         FROM user_scenes WHERE user_id = ${userId} AND promotion_id = ${p.id}) AS counts,
      (SELECT coalesce(json_agg(${tileJson} ORDER BY ua.user_scene_id, ua.tile_number), '[]'::json)
         FROM user_activities ua JOIN activities a ON a.id = ua.activity_id
        WHERE ua.user_id = ${userId} AND ua.user_scene_id IN (SELECT id FROM latest UNION ALL SELECT id FROM previous)) AS tiles,
      (SELECT ${entryJson} FROM entries e
        WHERE e.user_id = ${userId} AND e.recorded_on = ${day}::date AND e.promotion_id = ${p.id}) AS entry,
      (SELECT json_build_object('id', ua.id, 'activity_id', ua.activity_id, 'created_at', ${isoTimestamp('ua.created_at')},
                                'activity', json_build_object('id', a.id, 'name', a.name, 'category', a.category, 'image_url', a.image_url))
         FROM user_activities ua JOIN activities a ON a.id = ua.activity_id
        WHERE ua.user_id = ${userId} AND ua.recorded_on IS NULL AND ua.promotion_id = ${p.id}
        ORDER BY ua.id DESC LIMIT 1) AS pending,
      (SELECT total_points FROM user_points WHERE user_id = ${userId} AND promotion_id = ${p.id}) AS total_points`;
  return row!;
}

/**
 * Everything the home screen shows for `day`. The first home load of the program gives the user their first scene,
 * and the first one after logging ended turns the current scene into eop; both are one-time writes, after which the
 * read runs again.
 */
export async function loadHome(participant: Participant, day: string, page: Page): Promise<HomeRows> {
  const { userId, promotion: p } = participant;
  const home = await readHome(participant, day, page);
  if (!home.latest && p.row.collection_id !== null && p.timeline.has_started && !p.timeline.has_logging_ended) {
    await ensureFirstScene(p, userId);
    return readHome(participant, day, page);
  }
  if (home.latest?.current_state === 'loggable' && p.timeline.has_logging_ended) {
    await endCurrentScene(p, userId);
    return readHome(participant, day, page);
  }
  return home;
}

export const userActivitySelect = {
  id: true, activity_id: true, recorded_on: true, created_at: true, date_answered: true, is_active: true,
  answer_idx: true, points: true, user_scene_id: true, tile_number: true,
  activity: { select: { id: true, name: true, category: true, image_url: true } },
  entry_activity: { select: { id: true, entry_id: true, feels_value: true } },
} satisfies Prisma.UserActivitySelect;

export type UserActivityRow = NonNullable<Awaited<ReturnType<typeof findOwnUserActivity>>>;

/** A user activity by id, only the caller's own: anything else is null (a 404, never a leak). */
export function findOwnUserActivity(userId: number, promotionId: number, id: number) {
  return db.userActivity.findFirst({ where: { id, user_id: userId, promotion_id: promotionId }, select: userActivitySelect });
}

export interface UserActivityFilters {
  filter?: string;
  wk?: number;
  active_only?: boolean;
}

/** GET /user_activities: the caller's activities, newest day first (index user_id, recorded_on). */
export async function listUserActivities({ userId, promotion: p }: Participant, filters: UserActivityFilters, page: Page) {
  const where: Prisma.UserActivityWhereInput = { user_id: userId, promotion_id: p.id };
  const f = filters.filter;
  if (f === 'logged') where.recorded_on = { not: null };
  else if (f === 'pending') where.recorded_on = null;
  else if (f === 'inactive') where.is_active = false;
  else if (f === 'bookmarked') where.activity = { bookmarks: { some: { user_id: userId } } };
  else if (f && isCategoryKey(f)) where.activity = { category: f };
  if (filters.wk !== undefined) {
    const days = daysOfWeek(p, filters.wk);
    where.recorded_on = { gte: parseIsoDate(days[0]!), lte: parseIsoDate(days[6]!) };
  }
  if (filters.active_only) where.is_active = true;
  const [rows, total] = await Promise.all([
    db.userActivity.findMany({
      where,
      select: userActivitySelect,
      orderBy: [{ recorded_on: { sort: 'desc', nulls: 'first' } }, { id: 'desc' }],
      skip: page.skip,
      take: page.take,
    }),
    db.userActivity.count({ where }),
  ]);
  return { rows, total };
}
