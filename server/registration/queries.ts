// Reads of registration: email uniqueness (locations are read by server/locations, the Initial Assessment by
// server/evaluations), and what the walkthrough and prestart screens need to know about the signed-in user after
// registering (walkthrough seen, been home, the 12-hour just-registered window).
import { db } from '@/server/db';
import type { ResolvedPromotion } from '@/server/tenancy/promotion-context';
import type { UserRow } from '@/server/users/queries';
import { pendingEvaluationId } from '@/server/evaluations/queries';
import { pendingSurveyId } from '@/server/surveys/participant';
import { readUserFlags } from '@/lib/user-flags';
import { JUST_REGISTERED_HOURS } from '@/lib/onboarding/constants';
import type { OnboardingState } from '@/lib/onboarding/types';

/** Is the (lower-case) email used by another live or deleted account of this scope? (users_promotion_id_email_key) */
export async function isEmailTaken(promotionId: number | null, email: string, exceptUserId?: number): Promise<boolean> {
  const row = await db.user.findFirst({
    where: { promotion_id: promotionId, email, ...(exceptUserId ? { id: { not: exceptUserId } } : {}) },
    select: { id: true },
  });
  return row !== null;
}

/** 'just registered' holds 12 hours after profile creation, once the promotion has started. */
export function isJustRegistered(profileCreatedAt: Date | null | undefined, promotion: ResolvedPromotion | null, now: Date = new Date()): boolean {
  if (!profileCreatedAt || !promotion?.timeline.has_started) return false;
  const age = now.getTime() - profileCreatedAt.getTime();
  return age >= 0 && age < JUST_REGISTERED_HOURS * 60 * 60 * 1000;
}

/** Has the user ever logged an activity? users.activities_logged is kept by triggers (migration participant_counts). */
async function hasLogged(userId: number): Promise<boolean> {
  const row = await db.user.findUnique({ where: { id: userId }, select: { activities_logged: true } });
  return (row?.activities_logged ?? 0) > 0;
}

/** GET /users/me/onboarding. Accounts without a promotion (dashboard) are never just registered nor pending. */
export async function onboardingState(user: UserRow, promotion: ResolvedPromotion | null): Promise<OnboardingState> {
  const flags = readUserFlags(user.flags);
  const ownPromotion = promotion && user.promotion_id === promotion.id ? promotion : null;
  const justRegistered = isJustRegistered(user.profile?.created_at, ownPromotion);
  const [evaluationId, surveyId] = await Promise.all([
    ownPromotion ? pendingEvaluationId(user.id, ownPromotion) : null,
    ownPromotion && !justRegistered ? pendingSurveyId(user.id, ownPromotion) : null,
  ]);
  const path = evaluationId !== null ? `/usereval/${evaluationId}` : surveyId !== null ? `/survey/${surveyId}` : null;
  // Read only when something is pending: most calls have nothing to prompt and skip the query.
  const logged = path !== null && flags.has_been_home && (await hasLogged(user.id));
  return {
    just_registered: justRegistered,
    has_been_home: flags.has_been_home,
    has_seen_home_walkthrough: flags.has_seen_home_walkthrough,
    started_home_walkthrough: flags.started_home_walkthrough,
    pending_evaluation_id: evaluationId,
    pending_survey_id: surveyId,
    ...promptTiming(path, flags.has_been_home, logged, justRegistered || user.role !== 'User'),
  };
}

/**
 * When the once-per-session prompt (a pending evaluation or survey sends the participant to it) may come. It waits
 * while the participant is held to the walkthrough (the evaluation page is not on the walkthrough's allowed list, so
 * the hold would send them straight back) and until their first logged activity: the first home visit is for
 * logging, with no overlay over it. While it waits the browser asks again on the next page. Staff who have never
 * logged are not taking part, so they are never prompted (the same first-log rule).
 */
export function promptTiming(
  path: string | null,
  hasBeenHome: boolean,
  hasLogged: boolean,
  offerOnly: boolean,
): Pick<OnboardingState, 'prompt_path' | 'prompt_waits' | 'prompt_offer'> {
  if (path === null) return { prompt_path: null, prompt_waits: false, prompt_offer: false };
  if (!hasBeenHome || !hasLogged) return { prompt_path: null, prompt_waits: true, prompt_offer: false };
  // On day one, and for staff (a coordinator takes part, but signs in to work), the prompt is offered, never imposed.
  return { prompt_path: path, prompt_waits: false, prompt_offer: offerOnly };
}
