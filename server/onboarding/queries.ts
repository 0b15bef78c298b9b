// What the walkthrough and prestart screens need to know about the signed-in user (social-engagement.md
// "Walkthrough and prestart", §4 "Registration"; participant-core.md §4 "Evaluation").
import { db } from '@/server/db';
import type { ResolvedPromotion } from '@/server/tenancy/promotion-context';
import type { UserRow } from '@/server/users/queries';
import { completedDefinitionIds } from '@/server/evaluations/queries';
import { readUserFlags } from '@/lib/user-flags';
import { daysBetween, isoDate } from '@/lib/promotion-dates';
import { JUST_REGISTERED_HOURS } from '@/lib/onboarding/constants';
import type { OnboardingState } from '@/lib/onboarding/types';

/** §4: 'just registered' holds 12 hours after profile creation, once the promotion has started. */
export function isJustRegistered(profileCreatedAt: Date | null | undefined, promotion: ResolvedPromotion | null, now: Date = new Date()): boolean {
  if (!profileCreatedAt || !promotion?.timeline.has_started) return false;
  const age = now.getTime() - profileCreatedAt.getTime();
  return age >= 0 && age < JUST_REGISTERED_HOURS * 60 * 60 * 1000;
}

interface Schedule {
  days_from_start: string | null;
  start_date: Date | null;
  end_date: Date | null;
}

/**
 * Whether a definition is open on the promotion's current date: either days_from_start 'a' (from day a of the
 * program on) or 'a,b' (days a to b), or start_date..end_date (inclusive). Day 0 is starts_on.
 */
export function isDefinitionActive(def: Schedule, startsOn: string, currentDate: string): boolean {
  if (def.days_from_start !== null && def.days_from_start.trim() !== '') {
    const [from, to] = def.days_from_start.split(',').map((part) => Number(part.trim()));
    const day = daysBetween(startsOn, currentDate);
    if (!Number.isFinite(from)) return false;
    return day >= from && (to === undefined || !Number.isFinite(to) || day <= to);
  }
  if (def.start_date) {
    const start = isoDate(def.start_date)!;
    const end = isoDate(def.end_date);
    return currentDate >= start && (end === null || currentDate <= end);
  }
  return false;
}

/** participant-core.md §4: the pending evaluation is the first active definition the user has not completed. */
export async function pendingEvaluationId(userId: number, promotion: ResolvedPromotion): Promise<number | null> {
  const [definitions, completed] = await Promise.all([
    // evaluation_definitions (promotion_id, start_date)
    db.evaluationDefinition.findMany({
      where: { promotion_id: promotion.id },
      select: { id: true, days_from_start: true, start_date: true, end_date: true },
      orderBy: { id: 'asc' },
    }),
    completedDefinitionIds(userId, promotion.id),
  ]);
  const startsOn = isoDate(promotion.row.starts_on)!;
  const pending = definitions.find((d) => !completed.has(d.id) && isDefinitionActive(d, startsOn, promotion.timeline.current_date));
  return pending?.id ?? null;
}

/** GET /users/me/onboarding. Accounts without a promotion (dashboard) are never just registered nor pending. */
export async function onboardingState(user: UserRow, promotion: ResolvedPromotion | null): Promise<OnboardingState> {
  const flags = readUserFlags(user.flags);
  const ownPromotion = promotion && user.promotion_id === promotion.id ? promotion : null;
  return {
    just_registered: isJustRegistered(user.profile?.created_at, ownPromotion),
    has_been_home: flags.has_been_home,
    has_seen_home_walkthrough: flags.has_seen_home_walkthrough,
    started_home_walkthrough: flags.started_home_walkthrough,
    pending_evaluation_id: ownPromotion ? await pendingEvaluationId(user.id, ownPromotion) : null,
  };
}
