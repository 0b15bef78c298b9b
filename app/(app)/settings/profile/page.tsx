import type { Metadata } from 'next';
import { PersonalSettingsForm } from '@/components/settings/personal-settings-form';
import { LanguageSetting } from '@/components/settings/language-setting';
import { settingsPage } from '@/server/users/settings-page';
import { SETTINGS_MESSAGES as M } from '@/lib/settings/messages';
import { getTranslations } from 'next-intl/server';
import { errorLocalizer } from '@/server/i18n/error-messages';
import { requestLocale } from '@/server/i18n/request-locale';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('settings');
  return { title: t('tabs.personal') };
}

// /settings/profile: Edit Personal Settings (a Master's User Settings of the ?userId account), and one's own language.
export default async function PersonalSettingsPage() {
  const { ownerId, targetMissing } = await settingsPage();
  if (targetMissing) return <p role="alert" className="font-semibold text-danger">{errorLocalizer(await requestLocale())(M.userNotFound)}</p>;
  return (
    <div className="flex flex-col gap-6">
      <PersonalSettingsForm userId={ownerId} />
      {ownerId === 'me' ? <LanguageSetting /> : null}
    </div>
  );
}
