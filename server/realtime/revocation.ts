// Closes the sockets of sessions that ended, so a signed-out, locked or deleted user's open tab stops receiving
// events at once (not only at its next handshake). Triggers in the database (migration
// 20261123201309_sessions_and_sealed_mail) NOTIFY on the realtime channel, on commit:
//   {"revoke": {"user_id", "session_id"}}  a session row was deleted (logout of one browser, or pruning);
//   {"revoke": {"user_id"}}                users.is_locked / session_version / deleted_at / role changed.
// Each sidecar instance handles its own local sockets. An expired session's socket is closed by a sweep.
import { userChannel } from '@/lib/realtime-channels';
import { isSocketSessionValid } from './auth';
import type { RealtimeIo, RealtimeSocket } from './types';
import type { RealtimeLog } from './log';

export interface Revocation {
  user_id: number;
  session_id?: string;
}

export function asRevocation(message: unknown): Revocation | null {
  if (typeof message !== 'object' || message === null || !('revoke' in message)) return null;
  const r = (message as { revoke: Partial<Revocation> | null }).revoke;
  if (!r || typeof r.user_id !== 'number') return null;
  return { user_id: r.user_id, ...(typeof r.session_id === 'string' ? { session_id: r.session_id } : {}) };
}

function close(socket: RealtimeSocket, why: string, log: RealtimeLog): void {
  log.debug('realtime: closing the socket of an ended session', { userId: socket.data.userId, why });
  // disconnect(true) ends the connection; the client does not reconnect after a server-side disconnect.
  socket.disconnect(true);
}

function localSocketsOf(io: RealtimeIo, userId: number): RealtimeSocket[] {
  const room = io.of('/').adapter.rooms.get(userChannel(userId));
  if (!room) return [];
  const sockets = io.of('/').sockets;
  return [...room].map((id) => sockets.get(id)).filter((s): s is RealtimeSocket => s !== undefined);
}

export async function applyRevocation(io: RealtimeIo, revocation: Revocation, log: RealtimeLog): Promise<void> {
  const sockets = localSocketsOf(io, revocation.user_id);
  if (revocation.session_id) {
    for (const socket of sockets) if (socket.data.sessionId === revocation.session_id) close(socket, 'session ended', log);
    return;
  }
  // The user row changed: check each of the user's sockets again, as at its handshake.
  await Promise.all(
    sockets.map(async (socket) => {
      if (!(await isSocketSessionValid(socket.data))) close(socket, 'user revoked', log);
    }),
  );
}

/** Closes sockets whose session token has expired; runs on an interval. */
export function closeExpiredSockets(io: RealtimeIo, log: RealtimeLog, now = Date.now()): void {
  for (const socket of io.of('/').sockets.values()) if (socket.data.expiresAt <= now) close(socket, 'session expired', log);
}

/**
 * After the LISTEN connection was down, a revocation NOTIFY may have been lost: every local socket's session is checked
 * again as at its handshake (a few at a time, so a sidecar with thousands of sockets does not flood the pool).
 */
export async function recheckAllSockets(io: RealtimeIo, log: RealtimeLog, batch = 20): Promise<void> {
  const sockets = [...io.of('/').sockets.values()];
  for (let i = 0; i < sockets.length; i += batch) {
    await Promise.all(
      sockets.slice(i, i + batch).map(async (socket) => {
        try {
          if (!(await isSocketSessionValid(socket.data))) close(socket, 'session ended while LISTEN was down', log);
        } catch (error) {
          log.warn('realtime: could not check a socket again after the LISTEN gap', { error });
        }
      }),
    );
  }
}
