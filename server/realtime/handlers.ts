// Per-connection event handlers: auto-join user_{id}, then joinChannel / addTeam / leaveChannel on request.
import { userChannel, type JoinAck } from '@/lib/realtime-channels';
import { authorizeChannel, teamChannelOf, type TeamMembershipCheck, type WallReachCheck } from './channels';
import type { RealtimeSocket } from './types';
import type { RealtimeLog } from './log';

// A client joins its promotion, itself and a few teams; the cap stops a socket from fishing with endless team ids
// (each attempt costs a query).
const MAX_ROOMS_PER_SOCKET = 50;

function reply(ack: unknown, result: JoinAck): void {
  // The last argument is only a function when the client asked for an acknowledgement.
  if (typeof ack === 'function') (ack as (r: JoinAck) => void)(result);
}

export interface ChannelChecks {
  isTeamMember: TeamMembershipCheck;
  reachesWall: WallReachCheck;
}

async function join(socket: RealtimeSocket, channel: unknown, ack: unknown, checks: ChannelChecks, log: RealtimeLog) {
  if (typeof channel === 'string' && socket.rooms.has(channel)) return reply(ack, { ok: true, channel });
  // socket.rooms always holds the socket's own id room, hence the +1.
  if (socket.rooms.size >= MAX_ROOMS_PER_SOCKET + 1) return reply(ack, { ok: false, error: 'too many channels' });
  const decision = await authorizeChannel(channel, socket.data, checks.isTeamMember, checks.reachesWall);
  if (decision.ok) {
    await socket.join(decision.channel);
  } else {
    log.debug('realtime: join refused', { userId: socket.data.userId, channel: String(channel).slice(0, 200), error: decision.error });
  }
  reply(ack, decision);
}

export function registerSocketHandlers(socket: RealtimeSocket, checks: ChannelChecks, log: RealtimeLog): void {
  // Own channel without asking: userUpdated and conversationAlert must reach a tab that never emitted joinChannel.
  void socket.join(userChannel(socket.data.userId));

  socket.on('joinChannel', (channel, ack) => {
    join(socket, channel, ack, checks, log).catch((error) => {
      log.error('realtime: joinChannel failed', { error });
      reply(ack, { ok: false, error: 'internal error' });
    });
  });

  socket.on('addTeam', (team, ack) => {
    const channel = teamChannelOf(team);
    if (!channel) return reply(ack, { ok: false, error: 'invalid team' });
    join(socket, channel, ack, checks, log).catch((error) => {
      log.error('realtime: addTeam failed', { error });
      reply(ack, { ok: false, error: 'internal error' });
    });
  });

  socket.on('leaveChannel', (channel, ack) => {
    // The own user channel stays: it is how the server reaches the user at all.
    if (typeof channel !== 'string' || channel === userChannel(socket.data.userId)) {
      return reply(ack, { ok: false, error: 'invalid channel' });
    }
    void socket.leave(channel);
    reply(ack, { ok: true, channel });
  });
}
