// Who may use teams at all and when: the promotion's teams flag (is_teams_enabled; off, the team calls answer 404 as
// a board of a feature that is off does), and the competition's windows by the promotion's "today"
// (timeline.current_date, which honours the pinned demo date). Who may act on one team or invitation:
// server/auth/abilities.ts (isTeamLeader, mayAnswerTeamInvite…).
import { Invalid, NotFound } from '@/server/platform/errors';
import type { ResolvedPromotion } from '@/server/tenancy/promotion-context';
import { addDays, daysBetween, isoDate } from '@/lib/promotion-dates';
import { TEAM_MESSAGES as M } from '@/lib/teams/messages';
import type { QueryRow } from '@/server/platform/sql';
import type { competitionSql } from './sql';

export function assertTeamsOn(promotion: ResolvedPromotion): void {
  if (!promotion.flags.is_teams_enabled) throw new NotFound(M.teamsOff);
}

/** A competition as the team rules read it, with its windows as of the promotion's today. */
export interface CompetitionWindow {
  id: number;
  promotion_id: number;
  starts_on: string;
  ends_on: string;
  team_size_min: number;
  team_size_max: number;
  /** The freeze date when scores freeze (freeze_team_scores), else null. */
  freeze_on: string | null;
  weeks: number;
  /** 0 before the competition starts; weeks after it ended. */
  current_week: number;
  during_enrollment: boolean;
  during_competition: boolean;
  after_competition: boolean;
}

type CompetitionRow = QueryRow<typeof competitionSql>;

export function competitionWindow(c: CompetitionRow, today: string): CompetitionWindow {
  const startsOn = isoDate(c.competition_starts_on)!;
  const endsOn = isoDate(c.competition_ends_on)!;
  const weeks = Math.max(1, Math.ceil(c.comp_length / 7));
  const week = today < startsOn ? 0 : Math.min(weeks, Math.floor(daysBetween(startsOn, today) / 7) + 1);
  return {
    id: c.id, promotion_id: c.promotion_id, starts_on: startsOn, ends_on: endsOn,
    team_size_min: c.team_size_min, team_size_max: c.team_size_max,
    freeze_on: c.freeze_team_scores ? isoDate(c.freeze_team_scores_on) : null,
    weeks, current_week: week,
    during_enrollment: isoDate(c.enrollment_starts_on)! <= today && today <= isoDate(c.enrollment_ends_on)!,
    during_competition: startsOn <= today && today <= endsOn,
    after_competition: today > endsOn,
  };
}

/** The first and last day of week `week` of a competition (the last week ends with the competition). */
export function weekDays(c: CompetitionWindow, week: number): { from: string; to: string } {
  const from = addDays(c.starts_on, (week - 1) * 7);
  const last = addDays(from, 6);
  return { from, to: last < c.ends_on ? last : c.ends_on };
}

/** Joins, creates, accepts, leaves and deletes happen only while the competition enrolls. */
export function assertEnrolling(c: CompetitionWindow): void {
  if (!c.during_enrollment) throw new Invalid(M.notEnrolling);
}
