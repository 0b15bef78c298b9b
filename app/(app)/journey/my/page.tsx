import type { Metadata } from 'next';
import { requireSignedInPage } from '@/server/pages/guards';
import { JourneyScreen } from '@/components/journey/journey-screen';

export const metadata: Metadata = { title: 'My Journey' };

export default async function MyJourneyPage() {
  // Layouts do not re-run on client navigation, so the page checks the session itself (docs/app-shell.md).
  await requireSignedInPage();
  return <JourneyScreen />;
}
