// Reads of tips (custom content of category tips, the promotion's rows overriding the defaults): hidden until the
// promotion starts, then released day by day (a tip's days_from_start counts from the start date), newest first;
// searched case-insensitively on title or content with apostrophes folded (lib/tips/search.ts).
import { db } from '@/server/db';
import { findContentById, listContent, type ContentRow } from '@/server/content/queries';
import type { ResolvedPromotion } from '@/server/tenancy/promotion-context';
import { daysBetween, isoDate } from '@/lib/promotion-dates';
import { tipMatches } from '@/lib/tips/search';

export const TIPS_CATEGORY = 'tips';

/** Who reads: the host's promotion, the signed-in participant (null for a visitor) and their language (issue 36). */
export interface TipReader {
  promotion: ResolvedPromotion;
  userId: number | null;
  /** The reader's language: a tip's translation in it is served (and searched); without it, the tip's own text. */
  locale?: string;
}

/** The program day reached (0 on the start date); null before the start, when no tip shows. */
export function programDay(promotion: ResolvedPromotion): number | null {
  if (!promotion.timeline.has_started) return null;
  return daysBetween(isoDate(promotion.row.starts_on)!, promotion.timeline.current_date);
}

/** Is a tip out yet? No days_from_start: from the start. */
export function isReleased(row: Pick<ContentRow, 'days_from_start'>, day: number | null): boolean {
  return day !== null && (row.days_from_start ?? 0) <= day;
}

/** Newest released first (the largest days_from_start), then the content team's sequence. */
const newestFirst = (a: ContentRow, b: ContentRow) => (b.days_from_start ?? -1) - (a.days_from_start ?? -1) || a.sequence - b.sequence || a.id - b.id;

/** Every released tip the promotion sees, optionally matching a search. */
export async function listTips(reader: TipReader, search?: string): Promise<ContentRow[]> {
  const day = programDay(reader.promotion);
  if (day === null) return [];
  const rows = await listContent(reader.promotion.id, { category: TIPS_CATEGORY, locale: reader.locale });
  return rows.filter((row) => isReleased(row, day) && tipMatches(row, search)).sort(newestFirst);
}

/**
 * One released tip of the promotion or the defaults; anything else (another promotion's, not out yet) is null. In the
 * reader's language when given.
 */
export async function findTip(promotion: ResolvedPromotion, id: number, locale?: string): Promise<ContentRow | null> {
  const row = await findContentById(promotion.id, id, false, locale);
  if (!row || row.category !== TIPS_CATEGORY || !isReleased(row, programDay(promotion))) return null;
  return row;
}

/** Today's tip: the newest released. */
export async function findDailyTip(reader: TipReader): Promise<ContentRow | null> {
  return (await listTips(reader))[0] ?? null;
}

/** The caller's favorites among some content ids. */
export async function favoritedAmong(userId: number | null, ids: number[]): Promise<Set<number>> {
  if (userId === null || ids.length === 0) return new Set();
  const rows = await db.customContentLike.findMany({ where: { user_id: userId, custom_content_id: { in: ids } }, select: { custom_content_id: true } });
  return new Set(rows.map((r) => r.custom_content_id));
}

/** A user's favorite tips that are still released, newest favorite first. */
export async function listFavoriteTips(reader: TipReader & { userId: number }): Promise<ContentRow[]> {
  const liked = await db.customContentLike.findMany({
    where: { user_id: reader.userId, promotion_id: reader.promotion.id }, orderBy: { created_at: 'desc' }, select: { custom_content_id: true },
  });
  const tips = new Map((await listTips(reader)).map((t) => [t.id, t]));
  return liked.map((l) => tips.get(l.custom_content_id)).filter((t): t is ContentRow => t !== undefined);
}
