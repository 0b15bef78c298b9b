// What the wrapper should decide for a route, a principal and a host, restated from the declared scope and the actions
// table independently of server/http/scope.ts (the matrix and fuzz tests compare the real answers with this).
import { ACTIONS, ANYONE } from '@/lib/permissions';
import type { Role } from '@/lib/roles';
import type { HostName, Principal, World } from './authorization-world';
import type { ApiRoute } from './route-list';

// The specs' definitions, restated: participants are users and every coordinator level but super coordinators.
const PARTICIPANT_ROLES: Role[] = ['User', 'Coordinator', 'Location Coordinator', 'Regional Coordinator'];
const SUPER_USERS: Role[] = ['Reseller', 'Super Coordinator'];

export function targetPromotion(route: ApiRoute, host: HostName): 'A' | 'B' | null {
  if (host !== 'dashboard') return host;
  return declaredOn(route, host).promotionParam ? 'A' : null; // on the dashboard the route names promotion A
}

/** A path served by a second route on the dashboard (server/http/by-host.ts) is held to that route's declaration there. */
export function declaredOn(route: ApiRoute, host: HostName): ApiRoute['declared'] {
  return host === 'dashboard' && route.declared.onDashboard ? route.declared.onDashboard : route.declared;
}

/** Should the wrapper let this principal through to the handler on this host? */
export function expectedAllowed(route: ApiRoute, who: Principal, host: HostName): boolean {
  const { scope, action } = declaredOn(route, host);
  if (scope === 'public') return true;
  if (scope === 'public-promotion') return host !== 'dashboard';
  if (!who.user || !who.role) return false;
  const audience = ACTIONS[action];
  if (audience !== ANYONE && !(audience as readonly string[]).includes(who.role)) return false;
  // Restated from the administration spec, not read from the table: super users do not see the Eligibility tab, so
  // they read no eligibility records or files (only the visitors' identifier check is everyone's).
  if (action.startsWith('eligibility.') && action !== 'eligibility.check' && SUPER_USERS.includes(who.role)) return false;
  switch (scope) {
    case 'signed-in':
      return true;
    case 'dashboard':
      return host === 'dashboard';
    case 'participant':
      return host !== 'dashboard' && who.home === host && PARTICIPANT_ROLES.includes(who.role);
    case 'promotion':
    case 'wall': {
      const target = targetPromotion(route, host);
      if (!target) return false;
      // Posters write on every promotion's wall as experts (they sign in on the dashboard only).
      if (scope === 'wall' && who.role === 'Poster') return true;
      if (who.home === target && PARTICIPANT_ROLES.includes(who.role)) return true;
      if (who.role === 'Master') return true;
      // The reseller sells A's organization; the super coordinator covers A; nobody else administers anything here.
      return (who.role === 'Reseller' || who.role === 'Super Coordinator') && target === 'A';
    }
  }
}

/** Path parameters that reach a live handler: the host's (or A's) promotion id, 'me' for users, unknown ids elsewhere. */
export function paramsFor(route: ApiRoute, host: HostName, world: World): Record<string, string> {
  const params: Record<string, string> = {};
  for (const name of route.segments) {
    if (name === declaredOn(route, host).promotionParam || (name === 'id' && route.pattern.startsWith('/api/promotions/'))) {
      const target = targetPromotion(route, host) ?? 'A';
      params[name] = String(world.promotions[target].id);
    } else if (name === 'id' && route.pattern.startsWith('/api/users/')) {
      params[name] = 'me';
    } else if (name === 'path') {
      params[name] = 'nothing-here';
    } else {
      params[name] = name === 'token' || name === 'identifier' ? 'not-a-real-one' : '999999';
    }
  }
  return params;
}

/** The query naming the promotion, for routes whose promotionParam is a query parameter (the wall's promotion_id). */
export function promotionQueryFor(route: ApiRoute, host: HostName, world: World): string {
  const name = declaredOn(route, host).promotionParam;
  if (!name || route.segments.includes(name) || host !== 'dashboard') return '';
  return `?${new URLSearchParams({ [name]: String(world.promotions.A.id) })}`;
}
