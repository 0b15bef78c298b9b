// The competition a team call is about, read with its windows as of the promotion's today (./policy.ts).
import { db } from '@/server/db';
import { NotFound } from '@/server/platform/errors';
import type { ResolvedPromotion } from '@/server/tenancy/promotion-context';
import { TEAM_MESSAGES as M } from '@/lib/teams/messages';
import { competitionWindow, type CompetitionWindow } from './policy';
import { competitionSql } from './sql';

/** A competition of the promotion by id; another promotion's is a 404. */
export async function findCompetition(promotion: ResolvedPromotion, id: number): Promise<CompetitionWindow> {
  const row = await competitionSql.first(db, id, promotion.id);
  if (!row) throw new NotFound(M.teamsNotFound);
  return competitionWindow(row, promotion.timeline.current_date);
}

/** The competition a call is about: the one named, else the promotion's current competition (none: 404). */
export async function resolveCompetition(promotion: ResolvedPromotion, competitionId?: number): Promise<CompetitionWindow> {
  const id = competitionId ?? promotion.currentCompetition?.id;
  if (!id) throw new NotFound(M.noCompetition);
  return findCompetition(promotion, id);
}
