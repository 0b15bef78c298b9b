// The declared scope of a route: whose promotion it works in and who must be signed in. The route wrapper resolves it
// before reading any input, so a handler receives a promotion, a participant or an actor that is already proven, typed
// non-null, and never re-checks (docs/decisions/009-authorization.md).
import 'server-only';
import { MESSAGES } from '@/lib/messages';
import { isParticipant } from '@/lib/roles';
import { actorOf, type Actor } from '@/server/auth/actor';
import type { Authenticated } from '@/server/auth/current-user';
import { canAccessPromotion, canReachWall } from '@/server/tenancy/access';
import { promotionById, type HostContext, type ResolvedPromotion } from '@/server/tenancy/promotion-context';
import type { UserRow } from '@/server/users/queries';
import type { Participant } from '@/server/tenancy/participant';
import { SCOPE_MESSAGES } from '@/lib/requests/messages';
import { AppError } from './errors';

/**
 * - `public`: anyone, on any host (visitors, email links, the sign-in form).
 * - `public-promotion`: anyone, on a promotion's host.
 * - `signed-in`: any session, on the host it was minted on.
 * - `participant`: a participant of this host's promotion (User and the coordinator levels).
 * - `promotion`: the host's promotion — or, on the dashboard, the one named by the route's `promotionParam` — and an
 *   account that belongs to it or administers it (master; reseller of its organization; super coordinator covering it).
 * - `wall`: as `promotion`, and posters (wall experts) reach every promotion's wall from the dashboard.
 * - `dashboard`: a session on the dashboard host.
 */
export type Scope = 'public' | 'public-promotion' | 'signed-in' | 'participant' | 'promotion' | 'wall' | 'dashboard';
export type PublicScope = 'public' | 'public-promotion';

type Session = Authenticated['session'];

export interface ScopeContexts {
  public: { user: UserRow | null; actor: Actor | null; session: Session | null; promotion: ResolvedPromotion | null };
  'public-promotion': { user: UserRow | null; actor: Actor | null; session: Session | null; promotion: ResolvedPromotion };
  'signed-in': { user: UserRow; actor: Actor; session: Session; promotion: ResolvedPromotion | null };
  participant: { user: UserRow; actor: Actor; session: Session; promotion: ResolvedPromotion; participant: Participant };
  promotion: { user: UserRow; actor: Actor; session: Session; promotion: ResolvedPromotion };
  wall: { user: UserRow; actor: Actor; session: Session; promotion: ResolvedPromotion };
  dashboard: { user: UserRow; actor: Actor; session: Session; promotion: null };
}

/** Why the wrapper refused, sent as a header so tests (and API clients) tell a refusal from a handler's own 4xx. */
export const REFUSAL_HEADER = 'x-renew-refused';
export type RefusalStep = 'session' | 'scope' | 'action';

export function refusal(status: number, message: string, step: RefusalStep): AppError {
  return new AppError(status, message, { [REFUSAL_HEADER]: step });
}

export { SCOPE_MESSAGES };

interface ResolveInput {
  scope: Scope;
  host: HostContext;
  auth: Authenticated | null;
  /** The raw promotion id named by the route (path or query), for the `promotion` scope. */
  promotionId: string | undefined;
}

/** Resolves the declared scope or throws the refusal (401 no session, 404 wrong host/promotion, 403 wrong account). */
export async function resolveScope(input: ResolveInput): Promise<ScopeContexts[Scope]> {
  const { scope, host, auth } = input;
  const user = auth?.user ?? null;
  const actor = user ? actorOf(user) : null;
  const session = auth?.session ?? null;

  if (scope === 'public') return { user, actor, session, promotion: host.promotion };
  if (scope === 'public-promotion') {
    if (!host.promotion) throw refusal(404, SCOPE_MESSAGES.promotionNotFound, 'scope');
    return { user, actor, session, promotion: host.promotion };
  }

  if (!user || !actor || !session) throw refusal(401, MESSAGES.logInRequired, 'session');
  if (scope === 'signed-in') return { user, actor, session, promotion: host.promotion };

  if (scope === 'dashboard') {
    if (!host.isDashboard) throw refusal(404, SCOPE_MESSAGES.dashboardOnly, 'scope');
    return { user, actor, session, promotion: null };
  }

  if (scope === 'participant') {
    const promotion = host.promotion;
    if (!promotion) throw refusal(404, SCOPE_MESSAGES.promotionNotFound, 'scope');
    if (input.promotionId !== undefined && input.promotionId !== String(promotion.id)) {
      throw refusal(404, SCOPE_MESSAGES.promotionNotFound, 'scope');
    }
    if (actor.promotion_id !== promotion.id || !isParticipant(actor.role)) {
      throw refusal(403, SCOPE_MESSAGES.participantsOnly, 'scope');
    }
    return { user, actor, session, promotion, participant: { userId: user.id, promotion } };
  }

  // 'promotion' and 'wall': on a promotion's host only that promotion (any other id is a 404, never a leak); on the
  // dashboard the named one, when the account administers it (or, for 'wall', writes on every wall as an expert).
  const promotion = await targetPromotion(host, input.promotionId);
  if (!promotion) throw refusal(404, SCOPE_MESSAGES.promotionNotFound, 'scope');
  const belongs = actor.promotion_id === promotion.id && isParticipant(actor.role);
  const reaches = scope === 'wall' ? canReachWall : canAccessPromotion;
  if (!belongs && !(await reaches(actor, promotion.id))) {
    throw refusal(404, SCOPE_MESSAGES.promotionNotFound, 'scope');
  }
  return { user, actor, session, promotion };
}

async function targetPromotion(host: HostContext, rawId: string | undefined): Promise<ResolvedPromotion | null> {
  if (host.promotion) return rawId === undefined || rawId === String(host.promotion.id) ? host.promotion : null;
  if (!host.isDashboard || rawId === undefined || !/^[1-9]\d{0,9}$/.test(rawId) || Number(rawId) > 2 ** 31 - 1) return null;
  return promotionById(Number(rawId));
}
