import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { MyDataPanel } from '@/components/settings/my-data-panel';
import { settingsPage } from '@/server/users/settings-page';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('settings');
  return { title: t('tabs.privacy') };
}

// /settings/privacy: what my employer sees (its own page), then My data — download everything about me, delete my
// account (participants).
export default async function PrivacyPage() {
  const { master } = await settingsPage();
  if (master) redirect('/settings/dashboard');
  const t = await getTranslations('settings.privacy');
  return (
    <div className="flex flex-col gap-6">
      <p className="rounded-2xl border border-line bg-surface p-5 text-ink">
        {t.rich('employerLink', {
          link: (chunks) => (
            <Link href="/settings/what-my-employer-sees" className="font-semibold underline">
              {chunks}
            </Link>
          ),
        })}
      </p>
      <MyDataPanel />
    </div>
  );
}
