// Weekly winners (GET /teams/weekly_winners?wk=, /artprize/awards/:week): computed once per finished competition week
// by the scheduled job 'teams.weekly-awards' into team_weekly_awards, and read from there — never per request.
//
// Ours (docs/teams.md): a week's winners are the WEEKLY_WINNERS_COUNT live teams whose members earned the most points
// that week (logged, active activities recorded in the week's days — the per-day source of truth of decision 003, as
// the running totals carry no week), ranked by points then team id; days on or after the freeze date do not count; a
// week with no points awards nobody. The job runs hourly so each promotion's week is awarded soon after its local
// midnight; it is idempotent (an awarded week is skipped, the unique key absorbs a concurrent run).
import { db } from '@/server/db';
import { daysBetween, todayIn, isoDate } from '@/lib/promotion-dates';
import { WEEKLY_WINNERS_COUNT } from '@/lib/teams/constants';
import type { TeamWeeklyWinner } from '@/lib/teams/types';
import { logger } from '@/server/platform/logger';
import type { CompetitionWindow } from './policy';
import { awardWeeksSql, weeklyWinnersSql } from './sql';

/** Weeks of a competition that have ended by `today`. */
export function endedWeeks(startsOn: string, endsOn: string, weeks: number, today: string): number {
  if (today > endsOn) return weeks;
  if (today <= startsOn) return 0;
  return Math.min(weeks, Math.floor(daysBetween(startsOn, today) / 7));
}

/** The job body: awards every ended, unawarded week of every competition. Returns the rows it wrote. */
export async function awardWeeklyWinners(now: Date = new Date()): Promise<{ competitionId: number; week: number; teamId: number; rank: number }[]> {
  const competitions = await db.competition.findMany({
    select: {
      id: true, promotion_id: true, competition_starts_on: true, competition_ends_on: true, comp_length: true,
      freeze_team_scores: true, freeze_team_scores_on: true,
      promotion: { select: { time_zone: true, current_date_override: true } },
    },
  });
  const written: { competitionId: number; week: number; teamId: number; rank: number }[] = [];
  for (const c of competitions) {
    const today = isoDate(c.promotion.current_date_override) ?? todayIn(c.promotion.time_zone, now);
    const startsOn = isoDate(c.competition_starts_on)!;
    const endsOn = isoDate(c.competition_ends_on)!;
    const lastWeek = endedWeeks(startsOn, endsOn, Math.max(1, Math.ceil(c.comp_length / 7)), today);
    if (lastWeek < 1) continue;
    const rows = await awardWeeksSql.all(db, {
      promotionId: c.promotion_id, competitionId: c.id, startsOn, endsOn, lastWeek,
      freezeOn: c.freeze_team_scores ? isoDate(c.freeze_team_scores_on) : null, top: WEEKLY_WINNERS_COUNT,
    });
    for (const r of rows) written.push({ competitionId: c.id, week: r.week, teamId: r.team_id, rank: r.rank });
  }
  if (written.length) logger.info('teams: weekly winners awarded', { awards: written.length });
  return written;
}

/** The stored winners of a week, by rank (team_weekly_awards (promotion_id, competition_id, week, rank)). */
export async function readWeeklyWinners(promotionId: number, competition: CompetitionWindow, week: number): Promise<TeamWeeklyWinner[]> {
  const rows = await weeklyWinnersSql.all(db, promotionId, competition.id, week);
  return rows.map((r) => ({
    id: r.id, week: r.week, rank: r.rank, award: r.award, points: r.points,
    team: { id: r.team_id, name: r.team_name, member_count: r.member_count },
  }));
}
