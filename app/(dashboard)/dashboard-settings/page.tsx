import Link from 'next/link';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { requireRolePage } from '@/server/pages/guards';
import { DASHBOARD_ONLY_ROLES } from '@/lib/roles';
import { Button } from '@/components/ui';
import { AdminPage, AdminSection } from '@/components/admin/shared/admin-page';
import { CoveredPromotionsPanel } from '@/components/admin/access/covered-promotions-panel';
import { LockedAccountsPanel } from '@/components/admin/access/locked-accounts-panel';
import { MfaResetPanel } from '@/components/admin/access/mfa-reset-panel';
import { roleName } from '@/components/admin/coordinator/role-name';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('admin-account');
  return { title: t('accountTitle') };
}

// Dashboard settings (the menu's Settings → Account & Role): the account and its role, covered promotions
// (administration.md §6), the locked accounts the viewer may unlock and, for masters, other administrators' two-step
// verification to reset (docs/mfa.md).
export default async function DashboardSettingsPage() {
  const { user } = await requireRolePage(DASHBOARD_ONLY_ROLES);
  const [t, tCoordinator] = await Promise.all([getTranslations('admin-account'), getTranslations('admin-coordinator')]);
  const name = `${user.profile?.first_name ?? ''} ${user.profile?.last_name ?? ''}`.trim();
  return (
    <AdminPage title={t('accountTitle')}>
      <AdminSection title={t('yourAccount')}>
        <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
          <dt className="font-semibold text-ink">{t('name')}</dt><dd className="text-ink-muted">{name || '—'}</dd>
          <dt className="font-semibold text-ink">{t('email')}</dt><dd className="break-words text-ink-muted">{user.email}</dd>
          <dt className="font-semibold text-ink">{t('role')}</dt><dd className="text-ink-muted">{roleName(user.role, tCoordinator)}</dd>
        </dl>
        <div className="mt-4 flex flex-wrap gap-2">
          <Button asChild variant="secondary"><Link href="/settings">{t('editProfile')}</Link></Button>
          <Button asChild variant="secondary"><Link href="/account/security">{t('twoStep')}</Link></Button>
        </div>
      </AdminSection>
      {user.role !== 'Reseller' ? <CoveredPromotionsPanel viewer={{ id: user.id, role: user.role }} /> : null}
      <LockedAccountsPanel />
      {user.role === 'Master' ? <MfaResetPanel viewerId={user.id} /> : null}
    </AdminPage>
  );
}
