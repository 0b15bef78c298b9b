'use client';
// The session as the server rendered it (user and promotion), for the parts of the shell every page carries: the
// footer, the cookie card, the signed-out header. A plain context, no query cache, so a signed-out page (welcome)
// loads no TanStack Query (docs/benchmarks.md "Session 17"). Signing in or out is a full page load, so these never go
// stale where they are read; signed-in screens read the live user from the query cache (lib/query/users.ts).
import { createContext, useContext, type ReactNode } from 'react';
import type { CurrentPromotion } from '@/lib/promotions/types';
import type { CurrentUser } from '@/lib/users/types';

export interface Session {
  user: CurrentUser | null;
  promotion: CurrentPromotion | null;
}

const SessionContext = createContext<Session>({ user: null, promotion: null });

export function SessionProvider({ user, promotion, children }: Session & { children: ReactNode }) {
  return <SessionContext.Provider value={{ user, promotion }}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  return useContext(SessionContext);
}
