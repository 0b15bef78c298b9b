import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { MyDataPanel } from '@/components/settings/my-data-panel';
import { settingsPage } from '@/server/users/settings-page';
import { SETTINGS_MESSAGES as M } from '@/lib/settings/messages';

export const metadata: Metadata = { title: M.privacyTab };

// /settings/privacy: My data — download everything about me, delete my account (participants).
export default async function PrivacyPage() {
  const { master } = await settingsPage();
  if (master) redirect('/settings/dashboard');
  return <MyDataPanel />;
}
