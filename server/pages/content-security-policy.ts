// The Content-Security-Policy of every page (proxy.ts sets it per request; the static headers of every response,
// API included, are in next.config.mjs). Scripts run only with this request's nonce: Next reads the nonce from the
// policy on the request and puts it on its own scripts ('strict-dynamic' lets them load the chunks they need).
// The page talks to the realtime sidecar on another port (lib/realtime/socket-client.ts), so connect-src names it.
import { env, type Env } from '@/lib/env';
import { hostnameOf } from '@/lib/hosts';

/** Request header carrying the nonce to server components that render a <script> of their own. */
export const NONCE_HEADER = 'x-nonce';

type CspEnv = Pick<Env, 'NODE_ENV' | 'APP_PROTOCOL' | 'SOCKET_PORT' | 'SOCKET_PUBLIC_URL'>;

export function createNonce(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('base64');
}

/** Where the page's socket connects: SOCKET_PUBLIC_URL, else this page's host name on SOCKET_PORT; http(s) and ws(s). */
function realtimeSources(pageHost: string | null, e: CspEnv): string[] {
  let origin: URL | null = null;
  if (e.SOCKET_PUBLIC_URL) origin = new URL(e.SOCKET_PUBLIC_URL);
  else {
    // The Host header is the client's: only a plain host name goes into the policy.
    const hostname = hostnameOf(pageHost);
    if (/^[a-z0-9.-]+$/.test(hostname)) origin = new URL(`${e.APP_PROTOCOL}://${hostname}:${e.SOCKET_PORT}`);
  }
  if (!origin) return [];
  const ws = origin.protocol === 'https:' ? 'wss:' : 'ws:';
  return [origin.origin, `${ws}//${origin.host}`];
}

export function contentSecurityPolicy(nonce: string, pageHost: string | null, e: CspEnv = env()): string {
  const dev = e.NODE_ENV === 'development';
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    // 'unsafe-eval' only in development: React's dev tooling and Turbopack's HMR evaluate code.
    'script-src': ["'self'", `'nonce-${nonce}'`, "'strict-dynamic'", ...(dev ? ["'unsafe-eval'"] : [])],
    // Inline style attributes are how React renders `style={…}`; styles cannot run code.
    'style-src': ["'self'", "'unsafe-inline'"],
    // Content and profile images may come from elsewhere over HTTPS; data: for the inline favicon.
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'media-src': ["'self'", 'blob:', 'https:'],
    'font-src': ["'self'", 'data:'],
    // Development: Next's hot-reload socket.
    'connect-src': ["'self'", ...realtimeSources(pageHost, e), ...(dev ? ['ws:', 'wss:'] : [])],
    // The service worker (public/sw.js) and the app manifest come from this site only.
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  const policy = Object.entries(directives).map(([name, values]) => `${name} ${values.join(' ')}`);
  if (e.APP_PROTOCOL === 'https') policy.push('upgrade-insecure-requests');
  return policy.join('; ');
}

/** HSTS only where the app is served over HTTPS: over plain HTTP it would lock browsers out of a local install. */
export function strictTransportSecurity(e: Pick<Env, 'APP_PROTOCOL'> = env()): string | null {
  return e.APP_PROTOCOL === 'https' ? 'max-age=31536000; includeSubDomains' : null;
}
