// Prestart area-of-interest choice: a participant picks between min_choices and max_choices areas (the
// promotion's min_interest_choice and max_interest_choice).
import { db } from '@/server/db';
import { Invalid } from '@/server/platform/errors';
import type { ResolvedPromotion } from '@/server/tenancy/promotion-context';
import type { UserRow } from '@/server/users/queries';
import { interestCountMessage, ONBOARDING_MESSAGES as M } from '@/lib/onboarding/messages';
import type { SavedInterests } from '@/lib/onboarding/types';
import { areaSelect, interestLimits } from './queries';

/** POST /user_interests {area_of_interest: [ids]}: replaces the user's choices in one transaction. */
export async function saveUserInterests(promotion: ResolvedPromotion, user: UserRow, ids: number[]): Promise<SavedInterests> {
  const unique = [...new Set(ids)];
  const { min_choices, max_choices } = interestLimits(promotion);
  if (unique.length < min_choices || unique.length > max_choices) throw new Invalid(interestCountMessage(min_choices, max_choices));
  const areas = await db.areaOfInterest.findMany({ where: { id: { in: unique }, promotion_id: promotion.id }, select: areaSelect, orderBy: [{ sequence: 'asc' }, { id: 'asc' }] });
  // An id of another promotion (or none at all) is not a choice this promotion offers.
  if (areas.length !== unique.length) throw new Invalid(M.couldNotSaveInterests);
  await db.$transaction([
    db.userInterest.deleteMany({ where: { user_id: user.id, promotion_id: promotion.id } }),
    db.userInterest.createMany({ data: unique.map((id) => ({ user_id: user.id, area_of_interest_id: id, promotion_id: promotion.id })) }),
  ]);
  return { data: areas, area_of_interest: areas.map((a) => a.id) };
}
