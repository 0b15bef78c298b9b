'use client';
// Which promotion's wall the calls below talk to. On a promotion's host it is the host's (no parameter); on the
// dashboard host experts and masters name it, and every wall call then carries promotion_id.
import { createContext, useContext, type ReactNode } from 'react';

const WallScopeContext = createContext<number | undefined>(undefined);

export function WallScopeProvider({ promotionId, children }: { promotionId: number | undefined; children: ReactNode }) {
  return <WallScopeContext.Provider value={promotionId}>{children}</WallScopeContext.Provider>;
}

/** The promotion_id to send, or undefined on a promotion's own host. */
export function useWallPromotionId(): number | undefined {
  return useContext(WallScopeContext);
}
