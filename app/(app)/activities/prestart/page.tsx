import type { Metadata } from 'next';
import { requireSignedInPage } from '@/server/pages/guards';
import { UnavailableView } from '@/components/activities/unavailable-view';

export const metadata: Metadata = { title: 'Activities' };

// Before the start, the activities prestart child shows an unavailable view.
export default async function ActivitiesPrestartPage() {
  await requireSignedInPage();
  return <UnavailableView />;
}
