// The promotion load rules (docs/administration-promotions.md "Promotion load"): a promotion past its disabled date
// sends everyone to the product page; a launchpad promotion is only for coordinators and above (a participant's
// session there also goes to the product page). An unknown subdomain stays the 404 page (server/tenancy).
import 'server-only';
import { isCoordinatorOrAbove } from '@/lib/roles';
import { actorOf } from '@/server/auth/actor';
import type { PageContext } from '@/server/pages/context';

/** The product page: what Renew is, for hosts whose program is not there for this visitor. */
export const PRODUCT_PAGE = '/product';

export type LoadRefusal = 'disabled' | 'launchpad';

export function promotionLoadRefusal(context: Pick<PageContext, 'promotion' | 'user'>): LoadRefusal | null {
  const promotion = context.promotion;
  if (!promotion) return null;
  if (promotion.timeline.is_disabled) return 'disabled';
  if (promotion.row.is_launchpad && context.user && !isCoordinatorOrAbove(actorOf(context.user).role)) return 'launchpad';
  return null;
}

export function productPageFor(refusal: LoadRefusal): string {
  return `${PRODUCT_PAGE}?reason=${refusal}`;
}
