// The home data (GET/POST /logging: current scene, previous scenes, actions remaining, the
// loggable act, logged activities) and user activities as the client reads them: the shapes are lib/logging/types.ts.
import { isoDate } from '@/lib/promotion-dates';
import { categoryObject } from '@/lib/activities/categories';
import { ACTIVITY_POINTS } from '@/lib/logging/constants';
import { readUserFlags } from '@/lib/user-flags';
import type { FeelsValue } from '@/lib/entries/types';
import type { Home, UserActivity } from '@/lib/logging/types';
import { serializeActivitySummary } from '@/server/activities/serialize';
import { serializeEntry } from '@/server/entries/serialize';
import { endsOn, isToday, startsOn, weekOf } from '@/server/entries/policy';
import { serializeTile, serializeUserScene } from '@/server/scenes/serialize';
import type { Page } from '@/server/platform/pagination';
import { loggingStatus, type Participant } from './policy';
import type { HomeRows, UserActivityRow } from './queries';

export function serializeHome({ promotion: p }: Participant, userFlags: unknown, day: string, page: Page, rows: HomeRows): Home {
  const { latest, previous, counts, entry, pending, tiles } = rows;
  const tilesOf = (sceneId: number) => tiles.filter((t) => t.user_scene_id === sceneId);
  const loggedCount = entry?.entry_activities.length ?? 0;
  const status = loggingStatus(p, entry, loggedCount);
  const flags = readUserFlags(userFlags);
  const previousTotal = counts.completed + counts.eop;
  const t = p.timeline;
  return {
    date: day,
    is_today: isToday(p, day),
    week: weekOf(p, day),
    promotion: {
      id: p.id,
      api_version: p.row.api_version,
      starts_on: startsOn(p),
      ends_on: endsOn(p),
      logging_ends_on: isoDate(p.row.logging_ends_on) ?? endsOn(p),
      current_date: t.current_date,
      current_week: t.current_week,
      weeks: t.weeks,
      has_started: t.has_started,
      has_logging_ended: t.has_logging_ended,
      has_ended: t.has_ended,
      default_goal: p.row.default_goal,
      daily_activity_allowance: p.row.daily_activity_allowance,
      daily_activity_minimum: p.row.daily_activity_minimum,
      max_activities_day: p.row.max_activities_day,
      trivia_points: p.row.trivia_points,
      entry_points: p.row.entry_points,
      activity_points: ACTIVITY_POINTS,
    },
    user_scene: latest ? serializeUserScene(latest, tilesOf(latest.id)) : null,
    logged_activities: latest ? tilesOf(latest.id).map(serializeTile) : [],
    previous_scenes: previous.map((s) => serializeUserScene(s, tilesOf(s.id))),
    previous_scenes_meta: { total_records: previousTotal, page: page.page, page_size: page.pageSize },
    completed_scene_count: counts.completed,
    logging_status: status,
    activities_logged: loggedCount,
    actions_remaining: Math.max(0, p.row.daily_activity_allowance - loggedCount),
    loggable_activity:
      status === 'open' && pending
        ? { id: pending.id, user_activity_id: pending.id, activity_id: pending.activity_id, created_at: pending.created_at, activity: serializeActivitySummary(pending.activity) }
        : null,
    entry: serializeEntry(p, day, entry),
    total_points: rows.total_points ?? 0,
    goal_hit: flags.goal_hit,
    seen_goal_hit: flags.seen_goal_hit,
  };
}

export function serializeUserActivity(ua: UserActivityRow): UserActivity {
  return {
    id: ua.id,
    activity_id: ua.activity_id,
    activity: serializeActivitySummary(ua.activity),
    category_object: categoryObject(ua.activity.category),
    recorded_on: isoDate(ua.recorded_on),
    created_at: ua.created_at.toISOString(),
    date_answered: ua.date_answered?.toISOString() ?? null,
    is_active: ua.is_active,
    answer_idx: ua.answer_idx,
    points: ua.points,
    user_scene_id: ua.user_scene_id,
    tile_number: ua.tile_number,
    /** Logged to a day; false while it waits on the home screen for a tile. */
    is_logged: ua.recorded_on !== null,
    entry_activity: ua.entry_activity ? { id: ua.entry_activity.id, entry_id: ua.entry_activity.entry_id, feels_value: ua.entry_activity.feels_value as FeelsValue } : null,
  };
}
