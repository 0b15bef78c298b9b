// Which promotion or competition a leaderboard call may read (the flags each board needs: ./policy.ts).
import { db } from '@/server/db';
import { NotFound } from '@/server/platform/errors';
import { actorOf } from '@/server/auth/actor';
import { mayReadPromotion } from '@/server/auth/abilities';
import { promotionById, type ResolvedPromotion } from '@/server/tenancy/promotion-context';
import type { UserRow } from '@/server/users/queries';
import { LEADERBOARD_MESSAGES } from '@/lib/leaderboards/messages';

async function mayRead(user: UserRow, promotionId: number): Promise<boolean> {
  return mayReadPromotion(actorOf(user), promotionId);
}

/**
 * The promotion named by /promotions/{id}/…: on a promotion's host only that promotion (any other id is a 404, never
 * a leak); on the dashboard host, a promotion the account may act on.
 */
export async function resolveReadablePromotion(user: UserRow, hostPromotion: ResolvedPromotion | null, id: number): Promise<ResolvedPromotion> {
  const promotion = hostPromotion ? (hostPromotion.id === id ? hostPromotion : null) : await promotionById(id);
  if (!promotion || !(await mayRead(user, promotion.id))) throw new NotFound(LEADERBOARD_MESSAGES.promotionNotFound);
  return promotion;
}

/** The competition of /competitions/{id}/leaderboard, inside the host's promotion (or a readable one on the dashboard). */
export async function resolveBoardCompetition(user: UserRow, hostPromotion: ResolvedPromotion | null, id: number) {
  const competition = await db.competition.findFirst({
    where: { id, ...(hostPromotion ? { promotion_id: hostPromotion.id } : {}) },
    select: { id: true, promotion_id: true, name: true },
  });
  if (!competition) throw new NotFound(LEADERBOARD_MESSAGES.competitionNotFound);
  const promotion = hostPromotion ?? (await promotionById(competition.promotion_id));
  if (!promotion || !(await mayRead(user, promotion.id))) throw new NotFound(LEADERBOARD_MESSAGES.competitionNotFound);
  return { competition, promotion };
}
