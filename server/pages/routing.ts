// Where a page request should go, as pure functions: the root path rules, the walkthrough hold and the role landings.
// No I/O here: server/pages/guards.ts feeds these from the session, pages call the guards.
import { isDashboardOnly, isMaster, isPoster, isSuperUser, type Role } from '@/lib/roles';

export const WELCOME_PATH = '/welcome';
/** Cookie that keeps the address from '/?email=…' so the login form can prefill it. */
export const WELCOME_EMAIL_COOKIE = 'welcome_email';
/** Request headers the proxy sets so server components know where they are (see proxy.ts). */
export const PATH_HEADER = 'x-renew-path';
export const HOST_KIND_HEADER = 'x-renew-host-kind';
export const SUBDOMAIN_HEADER = 'x-renew-subdomain';

// Super users land on their promotion picker (docs/administration-access.md) until the coordinator dashboard exists.
export const SUPER_USER_HOME = '/switch-promotion';
export const POSTER_HOME = '/wall_expert';
export const MASTER_HOME = '/promotions';

/**
 * While a participant who has not been home is held to the walkthrough,
 * these states stay reachable (prestart, walkthrough, how-it-works, settings, badges, tips, recipes,
 * stats, duo, journey, notifications, friends, wall, learn, coordinator, opt-in, logout, support,
 * terms, sitemap, privacy). Terms and privacy live under /legal.
 */
export const WALKTHROUGH_ALLOWED_PREFIXES = [
  '/prestart', '/walkthrough', '/how-it-works', '/settings', '/badges', '/tips', '/tip', '/recipes', '/recipe',
  '/stats', '/duo', '/journey', '/notifications', '/friends', '/wall', '/learn', '/coordinator',
  '/opt_in_participation', '/logout', '/support', '/legal', '/sitemap',
] as const;

export interface Viewer {
  role: Role;
  flags: { has_been_home: boolean; has_seen_home_walkthrough: boolean };
}

export interface Place {
  isDashboard: boolean;
  /** null on the dashboard host, which serves no promotion. */
  promotionStarted: boolean | null;
}

export function isUnder(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

const ORIGIN = 'http://renew.invalid';

/**
 * A return_to value we are willing to redirect to: a relative path on this site. Anything that could
 * leave the site ('//evil', '/\\evil', 'https:…', control characters) or loop back to the login is refused.
 */
export function safeReturnTo(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//')) return null;
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== ORIGIN) return null;
  if (isUnder(url.pathname, WELCOME_PATH) || isUnder(url.pathname, '/api')) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Where an unauthenticated visit to a signed-in page goes: welcome, 'Please log in.', then back after login. */
export function loginUrl(returnTo: string | null | undefined): string {
  const target = safeReturnTo(returnTo);
  const params = ['login', ...(target && target !== '/' ? [`return_to=${encodeURIComponent(target)}`] : []), 'reason=login'];
  return `${WELCOME_PATH}?${params.join('&')}`;
}

/** The pathname part of a path that may carry a query string. */
export function pathnameOf(path: string): string {
  const end = path.search(/[?#]/);
  return end === -1 ? path : path.slice(0, end);
}

/**
 * '/': the landing for everyone: welcome, home, or the walkthrough before the start; on the dashboard host a Master
 * to /promotions, a Poster to /wall_expert, a super user to the promotion picker.
 */
export function rootDestination(viewer: Viewer | null, place: Place): string {
  if (!viewer) return WELCOME_PATH;
  if (place.isDashboard) {
    if (isMaster(viewer.role)) return MASTER_HOME;
    if (isPoster(viewer.role)) return POSTER_HOME;
    if (isSuperUser(viewer.role)) return SUPER_USER_HOME;
    return WELCOME_PATH;
  }
  if (place.promotionStarted === false && !isDashboardOnly(viewer.role) && !isPoster(viewer.role)) return '/walkthrough';
  return '/home';
}

/** '/home' and '/renew': who is sent elsewhere instead of seeing the home screen; null renders it. */
export function homeRedirect(viewer: Viewer, place: Place): string | null {
  if (isPoster(viewer.role)) return POSTER_HOME;
  if (isSuperUser(viewer.role)) return SUPER_USER_HOME;
  if (place.isDashboard) return isMaster(viewer.role) ? MASTER_HOME : WELCOME_PATH;
  if (place.promotionStarted === false) return '/prestart/basics';
  return null;
}

/**
 * A participant who has not been home yet is held to the walkthrough (or the prestart
 * area-of-interest step once the walkthrough was seen) unless the page is on the allowed list.
 * A Master is exempt; so are the other dashboard-only roles and posters, who never see the
 * participant onboarding (dashboard-only roles skip getting started).
 */
export function walkthroughHold(viewer: Viewer, pathname: string): string | null {
  if (isDashboardOnly(viewer.role) || isPoster(viewer.role) || viewer.flags.has_been_home) return null;
  if (WALKTHROUGH_ALLOWED_PREFIXES.some((prefix) => isUnder(pathname, prefix))) return null;
  return viewer.flags.has_seen_home_walkthrough ? '/prestart/aoi' : '/walkthrough';
}
