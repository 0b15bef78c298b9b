// Handshake authentication: the same session cookie and host→promotion rules as the route handlers
// (server/http/route.ts), so a socket is exactly as privileged as a request from the same page.
import type { IncomingHttpHeaders } from 'node:http';
import type { ExtendedError } from 'socket.io';
import { authenticate, authenticateCookies } from '@/server/auth/current-user';
import { resolveHostContext } from '@/server/tenancy/promotion-context';
import { hostnameOf } from '@/lib/hosts';
import { isRole } from '@/lib/roles';
import type { RealtimeSocket, SocketData } from './types';
import type { RealtimeLog } from './log';

export interface HandshakeLike {
  headers: IncomingHttpHeaders;
  /** Non-browser clients pass the raw session cookie value as `auth.token`. */
  auth: Record<string, unknown>;
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** The host the request was addressed to (a proxy in front of the sidecar sets X-Forwarded-Host, as for Next). */
function requestHost(headers: IncomingHttpHeaders): string | undefined {
  return first(headers['x-forwarded-host']) ?? headers.host;
}

/**
 * Pages of the app may connect: {APP_HOST}, *.{APP_HOST} on any port, and a custom-domain page talking to the
 * sidecar on its own host name. WebSockets bypass CORS entirely, so this check also runs in the handshake.
 */
export function isAllowedOrigin(origin: string | undefined, appHost: string, hostHeader: string | undefined): boolean {
  if (!origin) return false;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  const hostname = url.hostname.toLowerCase();
  const base = appHost.toLowerCase();
  if (hostname === base || hostname.endsWith(`.${base}`)) return true;
  return hostHeader !== undefined && hostname === hostnameOf(hostHeader);
}

/**
 * Resolves who is connecting, or null. The promotion comes from the page's Origin when a browser sends one (the
 * page's host is what the session cookie is bound to), else from the Host header (Node clients, curl). authenticate()
 * then refuses a cookie minted on another promotion's host, so a page on globex cannot use acme's session even when
 * the browser attaches acme's cookie to the request.
 */
export async function identifyHandshake(handshake: HandshakeLike, appHost: string): Promise<SocketData | null> {
  const { headers } = handshake;
  const origin = first(headers.origin);
  const host = requestHost(headers);
  let contextHost = host ?? null;
  if (origin !== undefined) {
    if (!isAllowedOrigin(origin, appHost, host)) return null;
    contextHost = new URL(origin).host;
  }
  const hostContext = await resolveHostContext(contextHost);
  const { result, token } = typeof handshake.auth.token === 'string' && handshake.auth.token
    ? { result: await authenticate(handshake.auth.token, hostContext), token: handshake.auth.token }
    : await authenticateCookies(headers.cookie ?? null, hostContext);
  if (!result.ok) return null;
  const { user, session } = result.value;
  if (!isRole(user.role)) return null;
  return {
    userId: user.id,
    role: user.role,
    promotionId: hostContext.promotion?.id ?? null,
    websocketChannel: hostContext.promotion?.row.websocket_channel ?? null,
    sessionId: session.sessionId,
    viewedAs: session.impersonatorId !== null,
    expiresAt: session.expiresAt,
    token: token!,
    contextHost,
  };
}

/**
 * Whether an open socket's session still holds, by the same rules as its handshake: session row present and
 * unexpired, user not locked or deleted, session_version and role unchanged (revocation.ts).
 */
export async function isSocketSessionValid(data: SocketData): Promise<boolean> {
  if (data.expiresAt <= Date.now()) return false;
  const result = await authenticate(data.token, await resolveHostContext(data.contextHost));
  return result.ok && result.value.session.sessionId === data.sessionId && result.value.user.role === data.role;
}

/** Socket.IO middleware: unauthenticated connections get connect_error 'unauthorized' (the reason stays in our log). */
export function authMiddleware(appHost: string, log: RealtimeLog) {
  return (socket: RealtimeSocket, next: (err?: ExtendedError) => void): void => {
    identifyHandshake(socket.handshake, appHost).then(
      (data) => {
        if (!data) {
          log.debug('realtime: handshake refused', { origin: socket.handshake.headers.origin, host: socket.handshake.headers.host });
          return next(new Error('unauthorized'));
        }
        socket.data = data;
        next();
      },
      (error: unknown) => {
        log.error('realtime: handshake failed', { error });
        next(new Error('unauthorized'));
      },
    );
  };
}
