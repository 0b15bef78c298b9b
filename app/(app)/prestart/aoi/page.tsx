import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { redirect } from 'next/navigation';
import { requireOnboardingPage } from '@/server/pages/guards';
import { requestLocale } from '@/server/i18n/request-locale';
import { findContentItem } from '@/server/content/queries';
import { contentItemOf } from '@/server/pages/welcome';
import { InterestPicker } from '@/components/onboarding/interest-picker';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('walkthrough');
  return { title: t('prestartAoiMetaTitle') };
}

export default async function PrestartInterestsPage() {
  const { promotion } = await requireOnboardingPage('prestart_aoi');
  if (!promotion) redirect('/');
  return (
    <>
      <InterestPicker intro={contentItemOf(await findContentItem(promotion.id, 'prestart', 'aoi_intro', await requestLocale()))} />
    </>
  );
}
