// A team's work of the week (the artprize): the rule the spec leaves to us (docs/teams.md "Works"). A team completes
// its work of a competition week when its members' logged, active activities of that week's days — the measure the
// weekly awards use — reach the competition's works_value (400 by default). Completing it earns every member one
// giftable bonus (docs/gifts.md) in the same transaction, and tells them after the commit.
//
// It is checked after each log's commit, off the log's own transaction (the log stays as short as it was): an apply
// handler on activity.logged, run from the log's outbox row exactly once per log, even when the process dies between
// the log's commit and this check (docs/decisions/015-outbox.md). The conditional upsert in completeTeamWorkSql
// decides under concurrency, so two members' logs complete the work once.
import { addDays, daysBetween } from '@/lib/promotion-dates';
import type { EventRecorder } from '@/server/events';
import { grantWorkBonuses } from '@/server/gifts/mutations';
import type { ResolvedPromotion } from '@/server/tenancy/promotion-context';
import { completeTeamWorkSql } from './sql';
import type { Tx } from '@/server/db';

/** The artwork of a completed work is one of these demo pieces, varied by team and week (public/demo/works). */
const WORK_IMAGE_COUNT = 6;

/**
 * After a log on `day`, in the caller's transaction: completes the logger's team work of that week if the week's points
 * now reach works_value, with its members' gift bonuses; records team.work_completed. Answers the work's id.
 */
export async function completeTeamWorkAfterLog(
  tx: Tx, events: EventRecorder, promotion: ResolvedPromotion, userId: number, day: string,
): Promise<number | null> {
  const competition = promotion.currentCompetition;
  if (!promotion.flags.is_teams_enabled || !competition) return null;
  const { competition_starts_on: startsOn, competition_ends_on: endsOn } = competition;
  if (day < startsOn || day > endsOn) return null;
  const week = Math.floor(daysBetween(startsOn, day) / 7) + 1;
  const from = addDays(startsOn, (week - 1) * 7);
  const to = addDays(from, 6) < endsOn ? addDays(from, 6) : endsOn;
  const work = await completeTeamWorkSql.first(tx, {
    promotionId: promotion.id, competitionId: competition.id, userId, day, week, fromDay: from, toDay: to, imageCount: WORK_IMAGE_COUNT,
  });
  if (!work) return null;
  await grantWorkBonuses(tx, work.id);
  const members = await tx.teamMember.findMany({ where: { team_id: work.team_id }, select: { user_id: true } });
  events.record('team.work_completed', { promotionId: promotion.id, teamId: work.team_id, workId: work.id, week, memberIds: members.map((m) => m.user_id) });
  return work.id;
}
