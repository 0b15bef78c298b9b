// Which promotion's content a request reads: the host's promotion (a promotion_id naming another one is a 404);
// on the dashboard host a promotion the signed-in user may act on, or the defaults alone.
import { NotFound } from '@/server/platform/errors';
import { canAccessPromotion } from '@/server/tenancy/access';
import type { HostContext } from '@/server/tenancy/promotion-context';
import type { Actor } from '@/server/auth/actor';
import { ONBOARDING_MESSAGES as M } from '@/lib/onboarding/messages';

export async function contentPromotionId(host: HostContext, actor: Actor | null, requested: number | undefined): Promise<number | null> {
  if (host.promotion) {
    if (requested !== undefined && requested !== host.promotion.id) throw new NotFound(M.contentNotFound);
    return host.promotion.id;
  }
  if (!host.isDashboard) throw new NotFound(M.promotionNotFound);
  if (requested === undefined) return null;
  const allowed = actor && (await canAccessPromotion(actor, requested));
  if (!allowed) throw new NotFound(M.contentNotFound);
  return requested;
}
