import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { AccountRoleForm } from '@/components/settings/account-role-form';
import { settingsPage } from '@/server/users/settings-page';
import { SETTINGS_MESSAGES as M } from '@/lib/settings/messages';

export const metadata: Metadata = { title: M.accountTab };

// /settings/dashboard: Account & Role, a Master's first tab (participant-core.md §2).
export default async function AccountRolePage() {
  const { master, ownerId, targetMissing } = await settingsPage();
  if (!master) redirect('/settings/profile');
  if (targetMissing) return <p role="alert" className="font-semibold text-danger">{M.userNotFound}</p>;
  return <AccountRoleForm userId={ownerId} />;
}
