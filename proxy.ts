// Runs before every page request (Next 16 proxy, Node runtime). It only says where a request is;
// authorization happens in the pages (server/pages/guards.ts), never here.
//   - x-renew-host-kind / x-renew-subdomain: the host classified as in lib/hosts.ts
//   - x-renew-path: path and query of the page, which layouts cannot otherwise see
//   - '/?email=…' keeps the address in a cookie and reloads '/' without it (participant-core.md §2)
//   - a Content-Security-Policy with a fresh nonce (server/pages/content-security-policy.ts): on the request, where
//     Next reads it for its own scripts (and x-nonce for ours), and on the response; HSTS behind HTTPS
import { NextResponse, type NextRequest } from 'next/server';
import { env } from '@/lib/env';
import { classifyHost } from '@/lib/hosts';
import { HOST_KIND_HEADER, PATH_HEADER, SUBDOMAIN_HEADER, WELCOME_EMAIL_COOKIE } from '@/server/pages/routing';
import { contentSecurityPolicy, createNonce, NONCE_HEADER, strictTransportSecurity } from '@/server/pages/content-security-policy';

const WELCOME_EMAIL_MAX_AGE = 24 * 60 * 60;

export function proxy(request: NextRequest) {
  const url = request.nextUrl;

  if (url.pathname === '/' && url.searchParams.has('email')) {
    const email = url.searchParams.get('email')?.trim() ?? '';
    const target = url.clone();
    target.searchParams.delete('email');
    const response = NextResponse.redirect(target);
    if (email) {
      response.cookies.set(WELCOME_EMAIL_COOKIE, email.slice(0, 254), {
        httpOnly: true, sameSite: 'lax', path: '/', maxAge: WELCOME_EMAIL_MAX_AGE, secure: env().APP_PROTOCOL === 'https',
      });
    }
    return response;
  }

  const pageHost = request.headers.get('x-forwarded-host') ?? request.headers.get('host');
  const target = classifyHost(pageHost, env().APP_HOST);
  const nonce = createNonce();
  const policy = contentSecurityPolicy(nonce, pageHost);
  const search = new URLSearchParams(url.search);
  search.delete('_rsc'); // Next's client-navigation marker, not part of the page's address
  const query = search.toString();

  // Always overwritten, so a client cannot smuggle its own values in.
  const forwarded = new Headers(request.headers);
  forwarded.set(HOST_KIND_HEADER, target.kind);
  forwarded.set(SUBDOMAIN_HEADER, target.kind === 'promotion' ? target.subdomain : '');
  forwarded.set(PATH_HEADER, `${url.pathname}${query ? `?${query}` : ''}`);
  forwarded.set(NONCE_HEADER, nonce);
  forwarded.set('Content-Security-Policy', policy);
  const response = NextResponse.next({ request: { headers: forwarded } });
  response.headers.set('Content-Security-Policy', policy);
  const hsts = strictTransportSecurity();
  if (hsts) response.headers.set('Strict-Transport-Security', hsts);
  return response;
}

export const config = {
  // Pages only: no API routes (the web server guards their methods), no Next internals, no static files. Static files
  // are named by extension rather than "any dot", because page paths may hold one (/unsubscribe/{email}).
  matcher: ['/((?!api/|api$|_next/|.*\\.(?:ico|png|jpe?g|gif|svg|webp|avif|css|js|map|txt|xml|webmanifest|woff2?|ttf|mp4|vtt)$).*)'],
};
