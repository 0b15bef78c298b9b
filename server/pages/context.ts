// What a page render knows about its request: host, promotion, signed-in user and path.
// Computed once per request (React cache) however many layouts and pages ask.
import 'server-only';
import { cache } from 'react';
import { headers } from 'next/headers';
import { resolveIdentity } from '@/server/http/identity';
import type { HostContext, ResolvedPromotion } from '@/server/tenancy/promotion-context';
import { serializeUser } from '@/server/users/serialize';
import { serializePromotion } from '@/server/promotions/serialize';
import type { UserRow } from '@/server/users/queries';
import type { CurrentPromotion } from '@/lib/promotions/types';
import type { CurrentUser } from '@/lib/users/types';
import { readUserFlags } from '@/lib/user-flags';
import { PATH_HEADER, type Place, type Viewer } from './routing';
import { actorOf } from '@/server/auth/actor';

export interface PageContext {
  host: HostContext;
  promotion: ResolvedPromotion | null;
  user: UserRow | null;
  /** Path and query of the page being rendered, from the proxy (see proxy.ts). */
  path: string;
  /** Set while an administrator views the product as this user (docs/impersonation.md). */
  impersonation: { impersonatorId: number; expiresAt: number } | null;
}

export const getPageContext = cache(async (): Promise<PageContext> => {
  const headerList = await headers();
  const { host, auth } = await resolveIdentity(headerList.get('x-forwarded-host') ?? headerList.get('host'), headerList.get('cookie'));
  return {
    host,
    promotion: host.promotion,
    user: auth.ok ? auth.value.user : null,
    path: headerList.get(PATH_HEADER) ?? '/',
    impersonation: auth.ok && auth.value.session.impersonatorId !== null
      ? { impersonatorId: auth.value.session.impersonatorId, expiresAt: auth.value.session.expiresAt }
      : null,
  };
});

export function viewerOf(user: UserRow): Viewer {
  return { role: actorOf(user).role, flags: readUserFlags(user.flags) };
}

export function placeOf(context: PageContext): Place {
  return { isDashboard: context.host.isDashboard, promotionStarted: context.promotion?.timeline.has_started ?? null };
}

// The client receives exactly what GET /api/users/me and GET /api/promotions/current would answer,
// so the query cache can start from it without a round trip.
const asJson = <T>(value: unknown): T => JSON.parse(JSON.stringify(value)) as T;

// One object per request's context: every layout and page that hands the session to a client component hands the same
// one, and React's payload writes an object it has already written as a reference, so the user (about 6.5 KB) is
// inlined once instead of once per layout (docs/benchmarks.md "Session 20").
const clientSessions = new WeakMap<PageContext, ClientSession>();

interface ClientSession { user: CurrentUser | null; promotion: CurrentPromotion | null }

export function clientSession(context: PageContext): ClientSession {
  let session = clientSessions.get(context);
  if (!session) {
    session = {
      user: context.user ? asJson<CurrentUser>(serializeUser(context.user) satisfies CurrentUser) : null,
      promotion: context.promotion ? asJson<CurrentPromotion>(serializePromotion(context.promotion) satisfies CurrentPromotion) : null,
    };
    clientSessions.set(context, session);
  }
  return session;
}
