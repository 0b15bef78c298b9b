// Methods a route does not serve: Next answers them with an empty-bodied 405 (and TRACE or unknown methods never reach
// a handler at all). The web server (server/web/server.ts) asks this guard before Next sees an /api request, so every
// such request gets a 405 in the {"errors": [...]} envelope with an Allow header — at the cost of one table lookup,
// not a pass through Next's proxy on every API call. The route table is generated from app/api (npm run api:routes).
import { API_ROUTES } from './api-routes.generated';

const STANDARD = new Set(['GET', 'HEAD', 'OPTIONS', 'POST', 'PUT', 'PATCH', 'DELETE']);

interface CompiledRoute {
  pattern: string;
  segments: string[];
  methods: readonly string[];
}

const compiled: CompiledRoute[] = API_ROUTES.map((r) => ({ pattern: r.pattern, segments: r.pattern.split('/').filter(Boolean), methods: r.methods }))
  // Next's precedence: at the first segment where two patterns differ, a static segment beats a dynamic one, which
  // beats a catch-all.
  .sort((a, b) => {
    const rank = (s: string | undefined) => (s === undefined ? 3 : s.startsWith('[...') ? 2 : s.startsWith('[') ? 1 : 0);
    for (let i = 0; i < Math.max(a.segments.length, b.segments.length); i++) {
      const diff = rank(a.segments[i]) - rank(b.segments[i]);
      if (diff !== 0 && a.segments[i] !== b.segments[i]) return diff;
    }
    return 0;
  });

function matches(route: CompiledRoute, parts: string[]): boolean {
  for (let i = 0; i < route.segments.length; i++) {
    const segment = route.segments[i]!;
    if (segment.startsWith('[...')) return parts.length > i;
    if (i >= parts.length) return false;
    if (!segment.startsWith('[') && segment !== parts[i]) return false;
  }
  return parts.length === route.segments.length;
}

// The web server asks for the same path's route three times before the handler runs (the access line's template, the
// method guard, the direct path's dispatch), one after the other: the last path's route is kept.
let last: { pathname: string; route: CompiledRoute | undefined; parts: string[] } | undefined;

function routeOf(pathname: string): { route: CompiledRoute | undefined; parts: string[] } {
  if (last?.pathname !== pathname) {
    const parts = pathname.split('/').filter(Boolean);
    last = { pathname, route: compiled.find((r) => matches(r, parts)), parts };
  }
  return last;
}

export interface ApiRouteMatch {
  pattern: string;
  /** The dynamic segments' values as the path has them (not decoded); a catch-all's as an array. */
  params: Record<string, string | string[]>;
}

/** The route an /api path matches and its segments' values, in Next's precedence; null when no route matches. */
export function matchApiRoute(pathname: string): ApiRouteMatch | null {
  const { route, parts } = routeOf(pathname);
  if (!route) return null;
  const params: Record<string, string | string[]> = {};
  route.segments.forEach((segment, i) => {
    if (segment.startsWith('[...')) params[segment.slice(4, -1)] = parts.slice(i);
    else if (segment.startsWith('[')) params[segment.slice(1, -1)] = parts[i]!;
  });
  return { pattern: route.pattern, params };
}

/** The route template an /api path matches (`/api/users/[id]`), or null: what logs and metrics name a request by. */
export function apiRouteTemplate(pathname: string): string | null {
  return routeOf(pathname).route?.pattern ?? null;
}

/** The methods served at an /api path (HEAD with GET; OPTIONS always, Next answers it). */
export function servedMethods(pathname: string): string[] {
  const { route } = routeOf(pathname);
  const methods = [...(route?.methods ?? [])];
  if (methods.includes('GET')) methods.push('HEAD');
  return [...methods, 'OPTIONS'];
}

export interface MethodRefusal {
  allow: string;
  body: { errors: string[] };
}

/** Why the path's route does not serve this method (a 405), or null to let the request through. */
export function methodRefusal(method: string, pathname: string): MethodRefusal | null {
  const served = servedMethods(pathname);
  if (STANDARD.has(method) && served.includes(method)) return null;
  return { allow: served.join(', '), body: { errors: [`${method.slice(0, 20)} is not allowed here.`] } };
}
