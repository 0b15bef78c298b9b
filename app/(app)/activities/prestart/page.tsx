import type { Metadata } from 'next';
import { requireSignedInPage } from '@/server/pages/guards';
import { UnavailableView } from '@/components/activities/unavailable-view';

export const metadata: Metadata = { title: 'Activities' };

// participant-core.md §2: "child prestart shows an unavailable view".
export default async function ActivitiesPrestartPage() {
  await requireSignedInPage();
  return <UnavailableView />;
}
