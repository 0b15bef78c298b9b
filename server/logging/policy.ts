// Who may use the daily loop, and whether a day is open for logging (participant-core.md §4).
import { AppError, notFound } from '@/server/http/errors';
import { LOGGING_MESSAGES } from '@/lib/logging/messages';
import type { LoggingStatus } from '@/lib/logging/constants';
import type { ResolvedPromotion } from '@/server/tenancy/promotion-context';
import { endsOn, startsOn } from '@/server/entries/policy';

export interface Participant {
  userId: number;
  promotion: ResolvedPromotion;
}

/**
 * The daily loop belongs to the participants of the host's promotion. The route wrapper already binds the session to
 * the host; a cross-promotion account (master, poster…) visiting a promotion has no day records there.
 */
export function requireParticipant(user: { id: number; promotion_id: number | null }, promotion: ResolvedPromotion | null): Participant {
  if (!promotion) throw notFound('Promotion could not be loaded.');
  if (user.promotion_id !== promotion.id) throw new AppError(403, LOGGING_MESSAGES.notParticipant);
  return { userId: user.id, promotion };
}

/** GET /logging?dt=: a program day no later than today (422 otherwise, rather than silently showing another day). */
export function assertViewableDay(p: ResolvedPromotion, day: string): void {
  if (day < startsOn(p) || day > endsOn(p) || day > p.timeline.current_date) throw new AppError(422, LOGGING_MESSAGES.dayOutOfRange);
}

/** Why the day is or is not open for logging, in the order the checks of §4 apply. */
export function loggingStatus(p: ResolvedPromotion, entry: { locked: boolean } | null, loggedCount: number): LoggingStatus {
  if (!p.timeline.has_started) return 'not_started';
  if (p.timeline.has_logging_ended) return 'logging_ended';
  if (entry?.locked) return 'locked';
  if (loggedCount >= p.row.max_activities_day) return 'maxed';
  return 'open';
}
