// What the promotion administration's pages share: the master-only guard (others go home) and the promotion.
import 'server-only';
import { notFound } from 'next/navigation';
import { requireRolePage } from '@/server/pages/guards';
import { appOrigin } from '@/server/mail/urls';
import type { AdminPromotion } from '@/lib/promotions/admin-types';
import { findAdminPromotion } from './queries';

/** Promotion admin screens are master-only; anyone else goes to '/', their own landing. */
export async function requirePromotionAdminPage() {
  return requireRolePage(['Master']);
}

/** The page's promotion by its path id; an unknown or malformed id is the 404 page. */
export async function requireAdminPromotionPage(rawId: string): Promise<AdminPromotion> {
  await requirePromotionAdminPage();
  const id = /^[1-9]\d{0,9}$/.test(rawId) && Number(rawId) <= 2 ** 31 - 1 ? Number(rawId) : null;
  const promotion = id ? await findAdminPromotion(id) : null;
  if (!promotion) notFound();
  return promotion;
}

/** A promotion's site address with '{subdomain}' in it, for links from the dashboard. */
export function promotionSiteTemplate(): string {
  return appOrigin('SUBDOMAIN_SLOT').replace('SUBDOMAIN_SLOT', '{subdomain}');
}
