// Reads of the daily loop: the home data (GET /logging) and the user activities index/show.
import { db, type Prisma } from '@/server/db';
import { parseIsoDate } from '@/lib/promotion-dates';
import { isCategoryKey } from '@/lib/activities/categories';
import type { Page } from '@/server/platform/pagination';
import type { EntryRow } from '@/server/entries/queries';
import { daysOfWeek } from '@/server/entries/policy';
import type { TileRow, UserSceneRow } from '@/server/scenes/queries';
import { endCurrentScene, ensureFirstScene } from '@/server/scenes/mutations';
import type { Participant } from './policy';
import { localizeActivity, readerTranslation, translationLocale } from '@/server/activities/translations';
import { homeSql, type PendingRow } from './sql';

// The row shape lives beside the SQL that builds it; read here too, where the reads are.
export type { PendingRow } from './sql';

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

/** The whole home screen in ONE round trip (the SQL and its indexes: ./sql.ts homeSql), activity names in `locale`. */
async function readHome({ userId, promotion: p }: Participant, day: string, page: Page, locale: string | null): Promise<HomeRows> {
  const row: HomeRows | undefined = await homeSql.first(db, userId, p.id, day, page.skip, page.take ?? null, locale);
  return row!;
}

/**
 * Everything the home screen shows for `day`. The first home load of the program gives the user their first scene,
 * and the first one after logging ended turns the current scene into eop; both are one-time writes, after which the
 * read runs again.
 */
export async function loadHome(participant: Participant, day: string, page: Page, reader?: string | null): Promise<HomeRows> {
  const { userId, promotion: p } = participant;
  const locale = translationLocale(reader);
  const home = await readHome(participant, day, page, locale);
  if (!home.latest && p.row.collection_id !== null && p.timeline.has_started && !p.timeline.has_logging_ended) {
    await ensureFirstScene(p, userId);
    return readHome(participant, day, page, locale);
  }
  if (home.latest?.current_state === 'loggable' && p.timeline.has_logging_ended) {
    await endCurrentScene(p, userId);
    return readHome(participant, day, page, locale);
  }
  return home;
}

/** A user activity's columns, its activity's name with the reader's translation of it (joined in the same statement). */
const userActivitySelect = (locale: string | null | undefined) => ({
  id: true, activity_id: true, recorded_on: true, created_at: true, date_answered: true, is_active: true,
  answer_idx: true, points: true, user_scene_id: true, tile_number: true,
  activity: { select: { id: true, name: true, category: true, image_url: true, translations: readerTranslation(locale) } },
  entry_activity: { select: { id: true, entry_id: true, feels_value: true } },
}) satisfies Prisma.UserActivitySelect;

type LoadedUserActivity = Prisma.UserActivityGetPayload<{ select: ReturnType<typeof userActivitySelect> }>;

/** The activity's name in the reader's language. */
const localized = ({ activity, ...ua }: LoadedUserActivity, locale: string | null | undefined) => ({ ...ua, activity: localizeActivity(activity, locale) });

export type UserActivityRow = NonNullable<Awaited<ReturnType<typeof findOwnUserActivity>>>;

/** A user activity by id, only the caller's own: anything else is null (a 404, never a leak). `locale`: the reader's. */
export async function findOwnUserActivity(userId: number, promotionId: number, id: number, locale?: string | null) {
  const row = await db.userActivity.findFirst({ where: { id, user_id: userId, promotion_id: promotionId }, select: userActivitySelect(locale) });
  return row ? localized(row, locale) : null;
}

export interface UserActivityFilters {
  filter?: string;
  wk?: number;
  active_only?: boolean;
}

/** GET /user_activities: the caller's activities, newest day first (index user_id, recorded_on), names in `locale`. */
export async function listUserActivities({ userId, promotion: p }: Participant, filters: UserActivityFilters, page: Page, locale?: string | null) {
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
      select: userActivitySelect(locale),
      orderBy: [{ recorded_on: { sort: 'desc', nulls: 'first' } }, { id: 'desc' }],
      skip: page.skip,
      take: page.take,
    }),
    db.userActivity.count({ where }),
  ]);
  return { rows: rows.map((row) => localized(row, locale)), total };
}
