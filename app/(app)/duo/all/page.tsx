import type { Metadata } from 'next';
import { DuoOverview } from '@/components/duos/duo-overview';
import { duoPage } from '../duo-context';

export const metadata: Metadata = { title: 'Duos' };

// The caller's duos in the spec's three groups, with the walkthrough and the completed-duo celebration.
export default async function DuoAllPage() {
  const { friendsLabel } = await duoPage();
  return <DuoOverview friendsLabel={friendsLabel} />;
}
