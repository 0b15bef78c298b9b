// /artprize/awards is abstract: the awards of the current competition week. A route handler, not a page:
// server/pages/frame-redirect.ts says why.
import { frameRedirect } from '@/server/pages/frame-redirect';
import { requireSignedInPage } from '@/server/pages/guards';
import { competitionWeekOf } from '@/components/teams/weeks';

export const GET = frameRedirect(async () => {
  const { promotion } = await requireSignedInPage();
  // Without teams every /artprize page is not found; a route handler has no not-found page to show, My Team has.
  if (!promotion?.flags.is_teams_enabled) return '/artprize/myteam';
  const competition = promotion.currentCompetition;
  return `/artprize/awards/${competition ? competitionWeekOf(competition, promotion.timeline.current_date) : 1}`;
});
