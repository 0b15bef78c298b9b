import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { AccountRoleForm } from '@/components/settings/account-role-form';
import { settingsPage } from '@/server/users/settings-page';
import { SETTINGS_MESSAGES as M } from '@/lib/settings/messages';
import { errorLocalizer } from '@/server/i18n/error-messages';
import { requestLocale } from '@/server/i18n/request-locale';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('settings');
  return { title: t('tabs.account') };
}

// /settings/dashboard: Account & Role, a Master's first tab (participant-core.md §2).
export default async function AccountRolePage() {
  const { master, ownerId, targetMissing } = await settingsPage();
  if (!master) redirect('/settings/profile');
  if (targetMissing) return <p role="alert" className="font-semibold text-danger">{errorLocalizer(await requestLocale())(M.userNotFound)}</p>;
  return <AccountRoleForm userId={ownerId} />;
}
