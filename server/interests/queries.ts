// Prestart area-of-interest choice: a participant picks between min_choices and max_choices areas (the
// promotion's min_interest_choice and max_interest_choice).
import { db } from '@/server/db';
import type { ResolvedPromotion } from '@/server/tenancy/promotion-context';
import type { UserRow } from '@/server/users/queries';
import type { GettingStarted } from '@/lib/onboarding/types';

export const areaSelect = { id: true, name: true, display: true, category: true, sequence: true } as const;

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
