import { redirect } from 'next/navigation';
import { settingsPage } from '@/server/users/settings-page';
import { settingsQuery } from '@/lib/settings/tabs';

// /settings is the abstract frame: a participant lands on Edit Personal Settings, a Master on Account & Role (with the
// ?userId&promotionId it was given).
export default async function SettingsIndexPage() {
  const { master, target } = await settingsPage();
  redirect(master ? `/settings/dashboard${settingsQuery(target)}` : '/settings/profile');
}
