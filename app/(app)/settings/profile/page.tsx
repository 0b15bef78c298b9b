import type { Metadata } from 'next';
import { PersonalSettingsForm } from '@/components/settings/personal-settings-form';
import { LanguageSetting } from '@/components/settings/language-setting';
import { settingsPage } from '@/server/users/settings-page';
import { SETTINGS_MESSAGES as M } from '@/lib/settings/messages';
import { getTranslations } from 'next-intl/server';
import { errorLocalizer } from '@/server/i18n/error-messages';
import { requestLocale } from '@/server/i18n/request-locale';
import { HydrationBoundary } from '@tanstack/react-query';
import { prefetchApi } from '@/server/pages/prefetch';
import { settingsPrefetch } from '@/app/(app)/participant-prefetch';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('settings');
  return { title: t('tabs.personal') };
}

// /settings/profile: Edit Personal Settings (a Master's User Settings of the ?userId account), and one's own language.
export default async function PersonalSettingsPage() {
  const { ownerId, targetMissing } = await settingsPage();
  if (targetMissing) return <p role="alert" className="font-semibold text-danger">{errorLocalizer(await requestLocale())(M.userNotFound)}</p>;
  // The form's data is fetched here so the first paint has the form: a loading block that grew into it pushed the footer
  // down (CLS 0.19; docs/benchmarks.md "Session 19").
  const state = await prefetchApi([settingsPrefetch(ownerId)]);
  return (
    <div className="flex flex-col gap-6">
      <HydrationBoundary state={state}>
        <PersonalSettingsForm userId={ownerId} />
      </HydrationBoundary>
      {ownerId === 'me' ? <LanguageSetting /> : null}
    </div>
  );
}
