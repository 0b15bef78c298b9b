import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { listEnvelope, toPage } from '@/server/platform/pagination';
import { assertTeamsOn } from '@/server/teams/policy';
import { resolveCompetition } from '@/server/teams/competitions';
import { weekOf } from '@/server/teams/views';
import { readWeeklyWinners } from '@/server/teams/weekly-winners';
import { weekQuerySchema } from '@/lib/teams/schemas';
import type { ExtraMeta } from '@/lib/list-response';
import type { TeamWeeklyWinnerList } from '@/lib/teams/types';

// GET /teams/weekly_winners?wk={week}: the current competition's winners of week wk (default the current week), as
// the weekly job stored them (meta.awarded false until it has run for that week).
export const GET = route({ response: responses.teamWeeklyWinnerListSchema, scope: 'participant', action: 'teams.read', query: weekQuerySchema }, async ({ promotion, query, url }) => {
  assertTeamsOn(promotion);
  const competition = await resolveCompetition(promotion);
  const week = weekOf(competition, query.wk);
  const rows = await readWeeklyWinners(promotion.id, competition, week);
  return listEnvelope(rows, rows.length, toPage({ page_size: 0 }), url, {
    competition_id: competition.id, week, current_week: competition.current_week, weeks: competition.weeks, awarded: rows.length > 0,
  } satisfies ExtraMeta<TeamWeeklyWinnerList>);
});
