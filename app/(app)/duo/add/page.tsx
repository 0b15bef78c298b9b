import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { DuoWizard } from '@/components/duos/duo-wizard';
import { duoPage } from '../duo-context';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('duos');
  return { title: t('metaStart') };
}

// The add wizard; ?receiver_id (from the Search tab) names the friend and opens it at the template step.
export default async function DuoAddPage({ searchParams }: { searchParams: Promise<{ receiver_id?: string }> }) {
  const { friendsLabel } = await duoPage();
  const id = Number((await searchParams).receiver_id);
  return <DuoWizard initialReceiverId={Number.isSafeInteger(id) && id > 0 ? id : null} friendsLabel={friendsLabel} />;
}
