// Weeks of a team competition: week 1 starts on competition_starts_on; the awards and a team's activity are per week
// (GET /teams/weekly_winners?wk=, /teams/{id}/all_activity?wk=).
import { daysBetween } from '@/lib/promotion-dates';

interface CompetitionDates {
  competition_starts_on: string;
  competition_ends_on: string;
}

/** How many weeks the competition runs (a last partial week counts). */
export function competitionWeeks(competition: CompetitionDates): number {
  return Math.max(1, Math.ceil((daysBetween(competition.competition_starts_on, competition.competition_ends_on) + 1) / 7));
}

/** The week of the competition `day` falls in, held to its first and last week. */
export function competitionWeekOf(competition: CompetitionDates, day: string): number {
  const raw = Math.floor(daysBetween(competition.competition_starts_on, day) / 7) + 1;
  return Math.min(Math.max(raw, 1), competitionWeeks(competition));
}
