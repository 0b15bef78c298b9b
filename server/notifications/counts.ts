// GET /api/header_counts: what the header shows beside its menus, in one statement (./sql.ts). Accounts that are not
// participants (posters, masters, resellers, super coordinators) have no friends, teams, duos, journey or messages
// here: those answer zero; their notifications still count (a poster hears of comments on their wall posts).
import { db } from '@/server/db';
import type { Actor } from '@/server/auth/actor';
import { isParticipant } from '@/lib/roles';
import type { HeaderCounts } from '@/lib/notifications/types';
import { headerCountsSql } from './sql';

export async function headerCounts(actor: Actor): Promise<HeaderCounts> {
  const row = await headerCountsSql.first(db, actor.id);
  const counts: HeaderCounts = row ?? { friends: 0, team_requests: 0, duo_requests: 0, journey_goal: false, notifications: 0, messages: 0 };
  if (isParticipant(actor.role)) return counts;
  return { friends: 0, team_requests: 0, duo_requests: 0, journey_goal: false, notifications: counts.notifications, messages: 0 };
}
