import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { HydrationBoundary } from '@tanstack/react-query';
import { MyDataPanel } from '@/components/settings/my-data-panel';
import { prefetchApi } from '@/server/pages/prefetch';
import { dataExportPrefetch } from '@/app/(app)/participant-prefetch';
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
  // The latest download paints with the page (fetched in the browser, its status pushed Delete down).
  const [t, state] = await Promise.all([getTranslations('settings.privacy'), prefetchApi([dataExportPrefetch()])]);
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
      <HydrationBoundary state={state}>
        <MyDataPanel />
      </HydrationBoundary>
    </div>
  );
}
