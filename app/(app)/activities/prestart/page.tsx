import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { requireSignedInPage } from '@/server/pages/guards';
import { UnavailableView } from '@/components/activities/unavailable-view';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('activities');
  return { title: t('metaTitle') };
}

// Before the start, the activities prestart child shows an unavailable view.
export default async function ActivitiesPrestartPage() {
  await requireSignedInPage();
  return <UnavailableView />;
}
