// Typed Socket.IO event maps for the sidecar (the browser side mirrors them in lib/realtime/).
import type { Server, Socket } from 'socket.io';
import type { JoinAck, RealtimeEvent } from '@/lib/realtime-channels';
import type { Role } from '@/lib/roles';

type Ack = (result: JoinAck) => void;

// Arguments are `unknown` on purpose: they come from the network and are validated in handlers.ts.
export interface ClientToServerEvents {
  joinChannel: (channel: unknown, ack?: Ack) => void;
  leaveChannel: (channel: unknown, ack?: Ack) => void;
  addTeam: (team: unknown, ack?: Ack) => void;
}

// resync: RESYNC_EVENT, sent by the sidecar itself after a LISTEN gap it could not replay (dispatch.ts).
export type ServerToClientEvents = { [E in RealtimeEvent]: (data: unknown) => void } & { resync: () => void };

export type InterServerEvents = Record<string, never>;

/** Who the socket belongs to, fixed at the handshake (auth.ts). */
export interface SocketData {
  userId: number;
  role: Role;
  /** Promotion of the host the socket connected from; null on the dashboard host. */
  promotionId: number | null;
  /** That promotion's websocket_channel (the room the client joins with joinChannel); null on the dashboard host. */
  websocketChannel: string | null;
  /** The session the socket was opened with (user_sessions.id); logout of that browser closes the socket. */
  sessionId: string;
  /** The session is an administrator viewing as the user (impersonation): what is private to the person is withheld
   * from this socket (viewed-as.ts). */
  viewedAs: boolean;
  /** When that session's token expires (ms since the epoch); the socket is closed then. */
  expiresAt: number;
  /** The raw session token and the host it was checked against, to check the socket again on a revocation. */
  token: string;
  contextHost: string | null;
}

export type RealtimeIo = Server<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;
export type RealtimeSocket = Socket<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;
