// The gift points JSON of lib/gifts/types.ts.
import type { EligibleGiftUser, GiftOffer, GiftPerson, GiftSummary, TargetWorkBonus } from '@/lib/gifts/types';
import { fullName } from '@/lib/users/names';
import { offersLeftThisWeek, offerRefusal, type GiverState } from './policy';
import type { EligibleRow, OfferRow, PersonRow, TargetBonusRow } from './queries';

export function serializePerson(row: PersonRow): GiftPerson {
  return {
    id: row.id,
    full_name: fullName(row.profile?.first_name, row.profile?.last_name),
    first_name: row.profile?.first_name ?? '',
    image: { url: row.profile?.image_url ?? null },
  };
}

/** The spec's target_work_bonus {id, applied, earned_by_name, earned_by_first_name}, with its points and times. */
export function serializeTargetBonus(row: TargetBonusRow): TargetWorkBonus {
  return {
    id: row.id,
    applied: row.applied,
    earned_by_name: fullName(row.earned_by?.profile?.first_name, row.earned_by?.profile?.last_name),
    earned_by_first_name: row.earned_by?.profile?.first_name ?? '',
    points: row.points,
    offered_at: row.offered_at?.toISOString() ?? null,
    responded_at: row.responded_at?.toISOString() ?? null,
  };
}

export function serializeOffer(row: OfferRow): GiftOffer {
  return {
    id: row.id,
    applied: row.applied,
    points: row.points,
    // An offer always has its target (the recent offers read only those); a deleted target removes the row.
    target: serializePerson(row.target_user!),
    offered_at: (row.offered_at ?? new Date(0)).toISOString(),
    responded_at: row.responded_at?.toISOString() ?? null,
  };
}

export function serializeSummary(points: number, state: GiverState, offers: OfferRow[]): GiftSummary {
  const pending = offers.find((o) => o.applied === null) ?? null;
  return {
    points,
    giftable: state.giftable,
    pending_offer: pending ? serializeOffer(pending) : null,
    offers_left_this_week: offersLeftThisWeek(state),
    can_offer: offerRefusal(state) === null,
    recent_offers: offers.map(serializeOffer),
  };
}

export function serializeEligible(row: EligibleRow): EligibleGiftUser {
  return { ...serializePerson(row.user), team_name: row.team.name };
}
