// Who may use the daily loop, and whether a day is open for logging: the entry exists, is below the day's maximum
// and not locked, logging has not ended, and the activity is a logging one.
import { Invalid } from '@/server/platform/errors';
import { LOGGING_MESSAGES } from '@/lib/logging/messages';
import type { LoggingStatus } from '@/lib/logging/constants';
import type { ResolvedPromotion } from '@/server/tenancy/promotion-context';
import { endsOn, programToday, startsOn } from '@/server/entries/policy';

/** The daily loop belongs to the participants of the host's promotion: the route wrapper's participant scope proves it. */
export type { Participant } from '@/server/tenancy/participant';

/** GET /logging?dt=: a program day no later than today (422 otherwise, rather than silently showing another day). */
export function assertViewableDay(p: ResolvedPromotion, day: string): void {
  if (day < startsOn(p) || day > endsOn(p) || day > p.timeline.current_date) throw new Invalid(LOGGING_MESSAGES.dayOutOfRange);
}

/** POST /user_activities with recorded_on: choosing a day other than today is an api_version 2 feature. */
export function assertDaySelectable(p: ResolvedPromotion, day: string): void {
  if (p.row.api_version < 2 && day !== programToday(p)) throw new Invalid(LOGGING_MESSAGES.dateSelectionNeedsV2);
}

/** Why the day is or is not open for logging, in the order the checks apply. */
export function loggingStatus(p: ResolvedPromotion, entry: { locked: boolean } | null, loggedCount: number): LoggingStatus {
  if (!p.timeline.has_started) return 'not_started';
  if (p.timeline.has_logging_ended) return 'logging_ended';
  if (entry?.locked) return 'locked';
  if (loggedCount >= p.row.max_activities_day) return 'maxed';
  return 'open';
}
