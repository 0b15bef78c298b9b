// The gift points JSON (social-engagement.md "Gift points (work bonus)"; docs/gifts.md): answered by
// app/api/works/bonus_points/**, built by server/gifts/serialize.ts, read by lib/query/gifts.ts, the gift points
// screen (/gifts) and the accept prompt mounted on every signed-in page.
import type { ListResponse } from '@/lib/list-response';

/** A person on the gifting screen. */
export interface GiftPerson {
  id: number;
  full_name: string;
  first_name: string;
  image: { url: string | null };
}

/**
 * A gift offered to the caller (the spec's target_work_bonus {id, applied, earned_by_name, earned_by_first_name}),
 * with its points. applied: null while waiting for an answer, true accepted (points credited once), false declined.
 * earned_by_name is '' when the giver's account is gone.
 */
export interface TargetWorkBonus {
  id: number;
  applied: boolean | null;
  earned_by_name: string;
  earned_by_first_name: string;
  points: number;
  offered_at: string | null;
  responded_at: string | null;
}

/** GET /works/bonus_points/pending: the oldest offer waiting for the caller's answer (the prompt), or null. */
export interface PendingGiftAnswer {
  target_work_bonus: TargetWorkBonus | null;
  /** How many offers are waiting in all (the prompt shows one at a time, oldest first). */
  pending_count: number;
}

/** A gift the caller offered (PUT /works/bonus_points/offer/{user_id} answers it; the summary lists the latest). */
export interface GiftOffer {
  id: number;
  applied: boolean | null;
  points: number;
  target: GiftPerson;
  offered_at: string;
  responded_at: string | null;
}

/**
 * GET /works/bonus_points: the caller's gifting state for the gift points screen. giftable: bonuses the caller holds
 * and may offer (each worth `points`, the promotion's bonus_points); pending_offer: the caller's offer still waiting
 * (at most one at a time); offers_left_this_week: offers the weekly limit still allows; can_offer sums it up.
 */
export interface GiftSummary {
  points: number;
  giftable: number;
  pending_offer: GiftOffer | null;
  offers_left_this_week: number;
  can_offer: boolean;
  /** The caller's offers, newest first (at most 10): answered ones show applied true/false. */
  recent_offers: GiftOffer[];
}

/** GET /works/bonus_points/eligible?page_size=0: whom the caller may offer a gift to (see docs/gifts.md). */
export interface EligibleGiftUser extends GiftPerson {
  team_name: string | null;
}
export type EligibleGiftUserList = ListResponse<EligibleGiftUser>;

/** PUT /works/bonus_points/accept | decline body. */
export interface AnswerGiftInput {
  target_work_bonus_id: number;
}
