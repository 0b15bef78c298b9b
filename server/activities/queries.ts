// Reads of a promotion's activity catalogue. Every query names the promotion (the tenancy wall).
import { db, type Prisma } from '@/server/db';
import type { ActivityGroup } from '@/lib/activities/schemas';
import type { CategoryKey } from '@/lib/activities/categories';
import type { Page } from '@/server/platform/pagination';
import { localizeActivity, readerTranslation } from './translations';

/**
 * The columns an activity response needs, with the current user's bookmark (0 or 1 row, by primary key) and the
 * reader's translation (0 or 1 row, by the unique (activity_id, locale)): both joined in the same statement.
 */
export function activitySelect(userId: number, locale: string | null | undefined) {
  return {
    id: true, promotion_id: true, category: true, week_available: true, sequence: true, parent_activity_id: true,
    name: true, blurb: true, content: true, image_url: true, question: true, answers: true, correct_answer: true,
    is_logging: true,
    areas_of_interest: { select: { area_of_interest_id: true } },
    bookmarks: { where: { user_id: userId }, select: { user_id: true } },
    translations: readerTranslation(locale),
  } satisfies Prisma.ActivitySelect;
}

export type ActivityRow = NonNullable<Awaited<ReturnType<typeof findActivity>>>;

/** One activity of the promotion, in the reader's language (`locale`, issue 36). */
export async function findActivity(promotionId: number, id: number, userId: number, locale?: string | null) {
  const row = await db.activity.findFirst({ where: { id, promotion_id: promotionId }, select: activitySelect(userId, locale) });
  return row ? localizeActivity(row, locale) : null;
}

export interface ActivityFilters {
  week?: number;
  category?: CategoryKey;
  group?: ActivityGroup;
}

/**
 * GET /promotions/{id}/activities: ordered by week and sequence (index promotion_id, week_available, sequence), in the
 * reader's language (`locale`).
 */
export async function listActivities(promotionId: number, userId: number, currentWeek: number, filters: ActivityFilters, page: Page, locale?: string | null) {
  const where: Prisma.ActivityWhereInput = { promotion_id: promotionId };
  if (filters.category) where.category = filters.category;
  if (filters.week !== undefined) where.week_available = { lte: filters.week };
  if (filters.group === 'available') where.week_available = { lte: Math.min(filters.week ?? currentWeek, currentWeek) };
  if (filters.group === 'new') where.week_available = currentWeek;
  if (filters.group === 'bookmarked') where.bookmarks = { some: { user_id: userId } };
  const [rows, total] = await Promise.all([
    db.activity.findMany({
      where,
      select: activitySelect(userId, locale),
      orderBy: [{ week_available: 'asc' }, { sequence: 'asc' }, { id: 'asc' }],
      skip: page.skip,
      take: page.take,
    }),
    db.activity.count({ where }),
  ]);
  return { rows: rows.map((row) => localizeActivity(row, locale)), total };
}

/** The columns the logging rules need (not the content). */
export function findLoggableActivity(promotionId: number, id: number) {
  return db.activity.findFirst({
    where: { id, promotion_id: promotionId },
    select: { id: true, name: true, category: true, image_url: true, week_available: true, is_logging: true },
  });
}
