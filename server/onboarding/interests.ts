// Prestart area-of-interest choice (social-engagement.md §4 "Prestart", §5: between min_choices and max_choices,
// the promotion's min_interest_choice and max_interest_choice).
import { db } from '@/server/db';
import { AppError } from '@/server/http/errors';
import type { ResolvedPromotion } from '@/server/tenancy/promotion-context';
import type { UserRow } from '@/server/users/queries';
import { interestCountMessage, ONBOARDING_MESSAGES as M } from '@/lib/onboarding/messages';
import type { GettingStarted, SavedInterests } from '@/lib/onboarding/types';

const areaSelect = { id: true, name: true, display: true, category: true, sequence: true } as const;

export function interestLimits(promotion: ResolvedPromotion) {
  const min = Math.max(0, promotion.row.min_interest_choice);
  return { min_choices: min, max_choices: Math.max(min, promotion.row.max_interest_choice) };
}

/** GET /area_of_interests/getting_started: the promotion's areas (areas_of_interest (promotion_id, sequence)). */
export async function gettingStarted(promotion: ResolvedPromotion, user: UserRow): Promise<GettingStarted> {
  const [areas, chosen] = await Promise.all([
    db.areaOfInterest.findMany({ where: { promotion_id: promotion.id }, select: areaSelect, orderBy: [{ sequence: 'asc' }, { id: 'asc' }] }),
    db.userInterest.findMany({ where: { user_id: user.id, promotion_id: promotion.id }, select: { area_of_interest_id: true } }),
  ]);
  return { data: areas, ...interestLimits(promotion), area_of_interest: chosen.map((c) => c.area_of_interest_id) };
}

/** POST /user_interests {area_of_interest: [ids]}: replaces the user's choices in one transaction. */
export async function saveUserInterests(promotion: ResolvedPromotion, user: UserRow, ids: number[]): Promise<SavedInterests> {
  const unique = [...new Set(ids)];
  const { min_choices, max_choices } = interestLimits(promotion);
  if (unique.length < min_choices || unique.length > max_choices) throw new AppError(422, interestCountMessage(min_choices, max_choices));
  const areas = await db.areaOfInterest.findMany({ where: { id: { in: unique }, promotion_id: promotion.id }, select: areaSelect, orderBy: [{ sequence: 'asc' }, { id: 'asc' }] });
  // An id of another promotion (or none at all) is not a choice this promotion offers.
  if (areas.length !== unique.length) throw new AppError(422, M.couldNotSaveInterests);
  await db.$transaction([
    db.userInterest.deleteMany({ where: { user_id: user.id, promotion_id: promotion.id } }),
    db.userInterest.createMany({ data: unique.map((id) => ({ user_id: user.id, area_of_interest_id: id, promotion_id: promotion.id })) }),
  ]);
  return { data: areas, area_of_interest: areas.map((a) => a.id) };
}
