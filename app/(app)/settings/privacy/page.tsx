import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import Link from 'next/link';
import { MyDataPanel } from '@/components/settings/my-data-panel';
import { settingsPage } from '@/server/users/settings-page';
import { SETTINGS_MESSAGES as M } from '@/lib/settings/messages';

export const metadata: Metadata = { title: M.privacyTab };

// /settings/privacy: what my employer sees (its own page), then My data — download everything about me, delete my
// account (participants).
export default async function PrivacyPage() {
  const { master } = await settingsPage();
  if (master) redirect('/settings/dashboard');
  return (
    <div className="flex flex-col gap-6">
      <p className="rounded-2xl border border-line bg-surface p-5 text-ink">
        <Link href="/settings/what-my-employer-sees" className="font-semibold underline">What my employer sees</Link>: exactly which of your data coordinators can
        see, which only in totals, and which never.
      </p>
      <MyDataPanel />
    </div>
  );
}
