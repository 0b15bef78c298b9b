// Reading badges. A promotion's badges are its own plus the default promotion's badges it has not overridden
// (editing a default badge in another promotion creates a copy there; reset removes the copy).
import { db, type Prisma, type DbClient } from '@/server/db';

export const badgeSelect = {
  id: true, promotion_id: true, default_badge_id: true, category: true, name: true, goal: true, goal2: true,
  hide_until_earned: true, image_url: true, sequence: true,
} as const;

export type BadgeRow = Prisma.BadgeGetPayload<{ select: typeof badgeSelect }>;

/** The badges in force in a promotion, optionally of one category, in sequence order. */
export async function effectiveBadges(promotionId: number, options: { category?: string; client?: DbClient } = {}): Promise<BadgeRow[]> {
  const client = options.client ?? db;
  const category = options.category ? { category: options.category } : {};
  // badges (promotion_id, category, sequence) serves both reads. One after the other: inside a transaction they
  // share one connection, which runs a single statement at a time anyway.
  const own = await client.badge.findMany({ where: { promotion_id: promotionId, ...category }, select: badgeSelect });
  const defaultPromotion = await client.promotion.findFirst({ where: { is_default: true }, select: { id: true } });
  let inherited: BadgeRow[] = [];
  if (defaultPromotion && defaultPromotion.id !== promotionId) {
    const overridden = own.map((b) => b.default_badge_id).filter((id): id is number => id !== null);
    inherited = await client.badge.findMany({
      where: { promotion_id: defaultPromotion.id, ...category, ...(overridden.length ? { id: { notIn: overridden } } : {}) },
      select: badgeSelect,
    });
  }
  return [...own, ...inherited].sort((a, b) => a.sequence - b.sequence || a.id - b.id);
}

/** badge id → the day the user earned it (user_badges unique (user_id, badge_id)). */
export async function earnedBadgeDays(userId: number, client: DbClient = db): Promise<Map<number, Date>> {
  const rows = await client.userBadge.findMany({ where: { user_id: userId }, select: { badge_id: true, earned_on: true } });
  return new Map(rows.map((r) => [r.badge_id, r.earned_on]));
}
