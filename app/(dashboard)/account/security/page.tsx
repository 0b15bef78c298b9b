import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { requireSignedInPage } from '@/server/pages/guards';
import { actorOf } from '@/server/auth/actor';
import { isMfaRole } from '@/lib/mfa/constants';
import { AdminPage } from '@/components/admin/shared/admin-page';
import { SecurityPanel } from '@/components/mfa/security-panel';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('admin-account');
  return { title: t('securityTitle') };
}

// /account/security (docs/mfa.md): an administrator's two-step verification, on the host they sign in on (coordinators
// on their promotion's, the dashboard roles on the dashboard). It stays open while MFA is owed: the admin guard sends
// such administrators here (?required=1) and this page uses the plain signed-in guard.
export default async function AccountSecurityPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { user } = await requireSignedInPage();
  if (!isMfaRole(actorOf(user).role)) redirect('/');
  const [{ required }, t] = await Promise.all([searchParams, getTranslations('admin-account')]);
  return (
    <AdminPage title={t('securityTitle')} intro={t('securityIntro')}>
      <SecurityPanel requiredNotice={required === '1'} />
    </AdminPage>
  );
}
