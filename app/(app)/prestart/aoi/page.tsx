import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { requireOnboardingPage } from '@/server/pages/guards';
import { findContentItem } from '@/server/content/queries';
import { contentItemOf } from '@/server/pages/welcome';
import { InterestPicker } from '@/components/onboarding/interest-picker';

export const metadata: Metadata = { title: 'Choose your focus' };

export default async function PrestartInterestsPage() {
  const { promotion } = await requireOnboardingPage('prestart_aoi');
  if (!promotion) redirect('/');
  return (
    <>
      <InterestPicker intro={contentItemOf(await findContentItem(promotion.id, 'prestart', 'aoi_intro'))} />
    </>
  );
}
