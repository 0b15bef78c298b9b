// Per-connection event handlers: auto-join user_{id}, then joinChannel / addTeam / leaveChannel on request.
import { userChannel, type JoinAck } from '@/lib/realtime-channels';
import { authorizeChannel, teamChannelOf, type TeamMembershipCheck, type WallReachCheck } from './channels';
import { VIEWED_AS_ROOM, isViewedAsRoom, viewedAsRoom } from './viewed-as';
import type { RealtimeSocket } from './types';
import type { RealtimeLog } from './log';

// A client joins its promotion, itself and a few teams; the cap stops a socket from fishing with endless team ids
// (each attempt costs a query).
const MAX_ROOMS_PER_SOCKET = 50;
/**
 * Refused joins (forbidden, invalid, over the room cap) a socket may collect before it is disconnected: a page never
 * asks for a room it may not join more than a few times (a team left in another tab), while each refusal may cost a
 * query. Past this the socket is fishing for channel names.
 */
export const MAX_REFUSED_JOINS = 20;

function reply(ack: unknown, result: JoinAck): void {
  // The last argument is only a function when the client asked for an acknowledgement.
  if (typeof ack === 'function') (ack as (r: JoinAck) => void)(result);
}

export interface ChannelChecks {
  isTeamMember: TeamMembershipCheck;
  reachesWall: WallReachCheck;
}

/** Per socket: refused joins so far (kept beside the socket rather than in socket.data, which the handshake owns). */
const refusedJoins = new WeakMap<RealtimeSocket, number>();

/** Answers a refusal, and disconnects the socket once it has collected more than MAX_REFUSED_JOINS of them. */
function refuse(socket: RealtimeSocket, ack: unknown, result: JoinAck, log: RealtimeLog): void {
  const count = (refusedJoins.get(socket) ?? 0) + 1;
  refusedJoins.set(socket, count);
  reply(ack, result);
  if (count > MAX_REFUSED_JOINS && socket.connected) {
    log.info('realtime: socket disconnected after too many refused joins', { userId: socket.data.userId, refused: count });
    socket.disconnect(true);
  }
}

async function join(socket: RealtimeSocket, channel: unknown, ack: unknown, checks: ChannelChecks, log: RealtimeLog) {
  // A socket being disconnected for fishing asks nothing more of the database.
  if (!socket.connected) return reply(ack, { ok: false, error: 'forbidden' });
  if (typeof channel === 'string' && socket.rooms.has(channel)) return reply(ack, { ok: true, channel });
  // Only the handshake puts a socket in a viewed-as room (viewed-as.ts); whatever a client asks never does.
  if (typeof channel === 'string' && isViewedAsRoom(channel)) return refuse(socket, ack, { ok: false, error: 'forbidden' }, log);
  // socket.rooms always holds the socket's own id room, hence the +1.
  if (socket.rooms.size >= MAX_ROOMS_PER_SOCKET + 1) return refuse(socket, ack, { ok: false, error: 'too many channels' }, log);
  const decision = await authorizeChannel(channel, socket.data, checks.isTeamMember, checks.reachesWall);
  if (decision.ok) {
    await socket.join(decision.channel);
    return reply(ack, decision);
  }
  log.debug('realtime: join refused', { userId: socket.data.userId, channel: String(channel).slice(0, 200), error: decision.error });
  refuse(socket, ack, decision, log);
}

export function registerSocketHandlers(socket: RealtimeSocket, checks: ChannelChecks, log: RealtimeLog): void {
  // Own channel without asking: userUpdated and conversationAlert must reach a tab that never emitted joinChannel.
  void socket.join(userChannel(socket.data.userId));
  // Viewed as by an administrator: events with something private reach this socket without it (viewed-as.ts).
  if (socket.data.viewedAs) void socket.join([VIEWED_AS_ROOM, viewedAsRoom(userChannel(socket.data.userId))]);

  socket.on('joinChannel', (channel, ack) => {
    join(socket, channel, ack, checks, log).catch((error) => {
      log.error('realtime: joinChannel failed', { error });
      reply(ack, { ok: false, error: 'internal error' });
    });
  });

  socket.on('addTeam', (team, ack) => {
    const channel = teamChannelOf(team);
    if (!channel) return refuse(socket, ack, { ok: false, error: 'invalid team' }, log);
    join(socket, channel, ack, checks, log).catch((error) => {
      log.error('realtime: addTeam failed', { error });
      reply(ack, { ok: false, error: 'internal error' });
    });
  });

  socket.on('leaveChannel', (channel, ack) => {
    // The own user channel stays: it is how the server reaches the user at all. The viewed-as rooms stay too:
    // leaving them would bring back what is private to the person.
    if (typeof channel !== 'string' || channel === userChannel(socket.data.userId) || isViewedAsRoom(channel)) {
      return reply(ack, { ok: false, error: 'invalid channel' });
    }
    void socket.leave(channel);
    reply(ack, { ok: true, channel });
  });
}
