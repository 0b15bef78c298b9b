'use client';
// The recent promotions group of the dashboard menu: the last 6 a super user picked (administration.md §9), kept in
// this browser by lib/super-users/recent.ts (which imports only React: this hook runs in the header of every page).
// Its title is admin-access's, a namespace the browser holds only for staff: it is read only for a super user.
import { useTranslations } from 'next-intl';
import type { NavGroup } from '@/components/shell/nav-items';
import { isSuperUser, type Role } from '@/lib/roles';
import { promotionHref, useRecentPromotions } from '@/lib/super-users/recent';

export function useRecentPromotionsGroup(role: Role | null, isDashboardHost: boolean): NavGroup[] {
  const t = useTranslations('admin-access');
  const recent = useRecentPromotions();
  if (!isDashboardHost || !role || !isSuperUser(role) || recent.length === 0) return [];
  return [{ title: t('recentPromotions'), links: recent.map((p) => ({ href: promotionHref(p.id), label: p.name })) }];
}
