import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { DuoOverview } from '@/components/duos/duo-overview';
import { duoPage } from '../duo-context';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('duos');
  return { title: t('title') };
}

// The caller's duos in the spec's three groups, with the walkthrough and the completed-duo celebration.
export default async function DuoAllPage() {
  const { friendsLabel } = await duoPage();
  return <DuoOverview friendsLabel={friendsLabel} />;
}
