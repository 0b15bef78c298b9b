// Reads of gift points: the offer waiting for the caller (the prompt), the giver's state (the gifting screen) and
// the people eligible for a gift. Every read is scoped by the promotion and served by an index of work_bonuses
// (target_user_id, applied) or (earned_by_id).
import type { Prisma } from '@/generated/prisma/client';
import { db, type DbClient } from '@/server/db';
import type { Page } from '@/server/platform/pagination';
import type { ResolvedPromotion } from '@/server/tenancy/promotion-context';
import { PARTICIPANT_ROLES } from '@/lib/roles';
import { OFFER_WINDOW_DAYS, RECENT_OFFERS_SHOWN } from '@/lib/gifts/constants';
import type { GiverState } from './policy';

const personSelect = { id: true, profile: { select: { first_name: true, last_name: true, image_url: true } } } as const;

export const targetBonusSelect = {
  id: true, applied: true, points: true, offered_at: true, responded_at: true, target_user_id: true, earned_by_id: true,
  earned_by: { select: personSelect },
} as const satisfies Prisma.WorkBonusSelect;
export type TargetBonusRow = Prisma.WorkBonusGetPayload<{ select: typeof targetBonusSelect }>;

export const offerSelect = {
  id: true, applied: true, points: true, offered_at: true, responded_at: true,
  target_user: { select: personSelect },
} as const satisfies Prisma.WorkBonusSelect;
export type OfferRow = Prisma.WorkBonusGetPayload<{ select: typeof offerSelect }>;

/** Offers waiting for the caller's answer: the oldest (the prompt shows one at a time) and how many in all. */
export async function findPendingOffer(promotionId: number, userId: number): Promise<{ row: TargetBonusRow | null; count: number }> {
  const where = { target_user_id: userId, applied: null, promotion_id: promotionId } satisfies Prisma.WorkBonusWhereInput;
  const [row, count] = await Promise.all([
    db.workBonus.findFirst({ where, select: targetBonusSelect, orderBy: [{ offered_at: 'asc' }, { id: 'asc' }] }),
    db.workBonus.count({ where }),
  ]);
  return { row, count };
}

/** A bonus of the promotion by id (any state), for its target to answer. */
export function findTargetBonus(client: DbClient, promotionId: number, id: number): Promise<TargetBonusRow | null> {
  return client.workBonus.findFirst({ where: { id, promotion_id: promotionId, target_user_id: { not: null } }, select: targetBonusSelect });
}

/** The giver's counts the limits are judged on (docs/gifts.md "Limits"). */
export async function giverState(client: DbClient, promotionId: number, userId: number, now: Date = new Date()): Promise<GiverState> {
  const since = new Date(now.getTime() - OFFER_WINDOW_DAYS * 86_400_000);
  const mine = { earned_by_id: userId, promotion_id: promotionId } satisfies Prisma.WorkBonusWhereInput;
  const [giftable, pending, offeredThisWeek] = await Promise.all([
    client.workBonus.count({ where: { ...mine, target_user_id: null, applied: null } }),
    client.workBonus.count({ where: { ...mine, target_user_id: { not: null }, applied: null } }),
    client.workBonus.count({ where: { ...mine, offered_at: { gt: since } } }),
  ]);
  return { giftable, pending, offeredThisWeek };
}

/** The giver's oldest giftable bonus (the one an offer gives). */
export function oldestGiftable(client: DbClient, promotionId: number, userId: number) {
  return client.workBonus.findFirst({
    where: { earned_by_id: userId, promotion_id: promotionId, target_user_id: null, applied: null },
    orderBy: [{ created_at: 'asc' }, { id: 'asc' }], select: { id: true },
  });
}

/** The giver's offers, newest first. */
export function recentOffers(promotionId: number, userId: number): Promise<OfferRow[]> {
  return db.workBonus.findMany({
    where: { earned_by_id: userId, promotion_id: promotionId, target_user_id: { not: null } },
    orderBy: [{ offered_at: 'desc' }, { id: 'desc' }], take: RECENT_OFFERS_SHOWN, select: offerSelect,
  });
}

/**
 * Whom a gift may go to: members of the live teams (pending or official, not deleted) of the promotion's current
 * competition, except the caller; participants whose accounts are live.
 */
function eligibleWhere(promotion: ResolvedPromotion, callerId: number): Prisma.TeamMemberWhereInput | null {
  const competitionId = promotion.currentCompetition?.id;
  if (!competitionId) return null;
  return {
    promotion_id: promotion.id, competition_id: competitionId, user_id: { not: callerId },
    team: { status: { not: 2 } },
    user: { deleted_at: null, role: { in: [...PARTICIPANT_ROLES] }, promotion_id: promotion.id },
  };
}

const eligibleSelect = { user: { select: personSelect }, team: { select: { name: true } } } as const;
export type EligibleRow = Prisma.TeamMemberGetPayload<{ select: typeof eligibleSelect }>;

/** GET /works/bonus_points/eligible: by first and last name (page_size 0: all of them). */
export async function listEligible(promotion: ResolvedPromotion, callerId: number, page: Page): Promise<{ rows: EligibleRow[]; total: number }> {
  const where = eligibleWhere(promotion, callerId);
  if (!where) return { rows: [], total: 0 };
  const [rows, total] = await Promise.all([
    db.teamMember.findMany({
      where, select: eligibleSelect, skip: page.skip, take: page.take,
      orderBy: [{ user: { profile: { first_name: 'asc' } } }, { user: { profile: { last_name: 'asc' } } }, { user_id: 'asc' }],
    }),
    db.teamMember.count({ where }),
  ]);
  return { rows, total };
}

/** Is this user of the promotion one the caller may gift to? */
export async function isEligible(client: DbClient, promotion: ResolvedPromotion, callerId: number, userId: number): Promise<boolean> {
  const where = eligibleWhere(promotion, callerId);
  if (!where) return false;
  return (await client.teamMember.count({ where: { ...where, user_id: userId } })) > 0 && userId !== callerId;
}

/** A live participant of the promotion (the offer's target), or null. */
export function findParticipant(promotionId: number, userId: number) {
  return db.user.findFirst({
    where: { id: userId, promotion_id: promotionId, deleted_at: null, role: { in: [...PARTICIPANT_ROLES] } },
    select: personSelect,
  });
}
export type PersonRow = NonNullable<Awaited<ReturnType<typeof findParticipant>>>;

/** The gifting screen's reads: the giver's counts and recent offers, side by side. */
export async function loadGiverSummary(promotionId: number, userId: number): Promise<{ state: GiverState; offers: OfferRow[] }> {
  const [state, offers] = await Promise.all([giverState(db, promotionId, userId), recentOffers(promotionId, userId)]);
  return { state, offers };
}
