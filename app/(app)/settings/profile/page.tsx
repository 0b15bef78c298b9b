import type { Metadata } from 'next';
import { PersonalSettingsForm } from '@/components/settings/personal-settings-form';
import { settingsPage } from '@/server/users/settings-page';
import { SETTINGS_MESSAGES as M } from '@/lib/settings/messages';

export const metadata: Metadata = { title: M.personalTab };

// /settings/profile: Edit Personal Settings (a Master's User Settings of the ?userId account).
export default async function PersonalSettingsPage() {
  const { ownerId, targetMissing } = await settingsPage();
  if (targetMissing) return <p role="alert" className="font-semibold text-danger">{M.userNotFound}</p>;
  return <PersonalSettingsForm userId={ownerId} />;
}
