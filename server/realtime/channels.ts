// Who may join which room (joinChannel; rooms are rejoined on reconnect). A socket may join:
//   - its own promotion's websocket_channel (the promotion of the host it connected from),
//   - user_{ownId},
//   - team_{teamId} of a team it belongs to,
//   - from the dashboard, the channel of a promotion whose wall it may write on (posters and masters every wall;
//     resellers and super coordinators the promotions they cover): the expert wall's live posts and likes.
// Anything else is refused: rooms carry other people's notifications, so a guessable name must not be enough.
import type pg from 'pg';
import { teamIdOfChannel, userChannel, type JoinAck } from '@/lib/realtime-channels';
import type { SocketData } from './types';
import type { RealtimeLog } from './log';

export type TeamMembershipCheck = (userId: number, teamId: number) => Promise<boolean>;

const UNDEFINED_TABLE = '42P01';
const MAX_CHANNEL_LENGTH = 200;

/**
 * Membership through raw SQL on team_members(user_id, team_id): the teams feature may not have shipped its tables
 * yet, and the sidecar must not depend on its Prisma model. A missing table denies (fail closed).
 */
export function teamMembershipCheck(pool: pg.Pool, log: RealtimeLog): TeamMembershipCheck {
  let warnedMissingTable = false;
  return async (userId, teamId) => {
    try {
      const result = await pool.query('SELECT 1 FROM team_members WHERE user_id = $1 AND team_id = $2 LIMIT 1', [userId, teamId]);
      return (result.rowCount ?? 0) > 0;
    } catch (error) {
      if ((error as { code?: string }).code === UNDEFINED_TABLE) {
        if (!warnedMissingTable) log.info('realtime: team_members table missing; team channels are refused');
        warnedMissingTable = true;
      } else {
        log.warn('realtime: team membership check failed', { error });
      }
      return false;
    }
  };
}

export type WallReachCheck = (who: Pick<SocketData, 'userId' | 'role'>, channel: string) => Promise<boolean>;

const WALL_REACH_SQL = `
  SELECT 1 FROM promotions p
   WHERE p.websocket_channel = $1 AND COALESCE((p.flags ->> 'is_wall_enabled')::boolean, true)
     AND ($2 IN ('Poster', 'Master')
          OR ($2 = 'Super Coordinator' AND EXISTS (SELECT 1 FROM super_coordinator_promotions s WHERE s.user_id = $3 AND s.promotion_id = p.id))
          OR ($2 = 'Reseller' AND EXISTS (SELECT 1 FROM organizations o JOIN users u ON u.reseller_id = o.reseller_id
                                            WHERE o.id = p.organization_id AND u.id = $3)))
   LIMIT 1`;

/** The same reach as GET /api/wall/promotions (server/promotions/wall-list.ts), asked of the promotion's channel. */
export function wallReachCheck(pool: pg.Pool, log: RealtimeLog): WallReachCheck {
  return async (who, channel) => {
    try {
      const result = await pool.query(WALL_REACH_SQL, [channel, who.role, who.userId]);
      return (result.rowCount ?? 0) > 0;
    } catch (error) {
      log.warn('realtime: wall reach check failed', { error });
      return false;
    }
  };
}

/** Decides whether the socket's user may join `channel`. Never throws; the answer is the client's ack. */
export async function authorizeChannel(
  channel: unknown, who: Pick<SocketData, 'userId' | 'role' | 'promotionId' | 'websocketChannel'>, isTeamMember: TeamMembershipCheck,
  reachesWall?: WallReachCheck,
): Promise<JoinAck> {
  if (typeof channel !== 'string' || channel.length === 0 || channel.length > MAX_CHANNEL_LENGTH) {
    return { ok: false, error: 'invalid channel' };
  }
  if (who.websocketChannel !== null && channel === who.websocketChannel) return { ok: true, channel };
  if (channel === userChannel(who.userId)) return { ok: true, channel };
  const teamId = teamIdOfChannel(channel);
  if (teamId !== null && (await isTeamMember(who.userId, teamId))) return { ok: true, channel };
  // A dashboard socket (no promotion of its own) watching a wall it reaches.
  if (teamId === null && who.promotionId === null && reachesWall && (await reachesWall(who, channel))) return { ok: true, channel };
  return { ok: false, error: 'forbidden' };
}

/** addTeam's argument as a channel name: a team id (number or digits), `team_{id}`, or `{ id }` / `{ team_id }`. */
export function teamChannelOf(team: unknown): string | null {
  const raw = typeof team === 'object' && team !== null ? ((team as { team_id?: unknown }).team_id ?? (team as { id?: unknown }).id) : team;
  if (typeof raw === 'number' && Number.isSafeInteger(raw) && raw > 0) return `team_${raw}`;
  if (typeof raw === 'string') {
    if (/^[1-9]\d{0,9}$/.test(raw)) return `team_${raw}`;
    if (teamIdOfChannel(raw) !== null) return raw;
  }
  return null;
}
