import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PairMe } from '@/components/duos/pair-me';
import { duoPage } from '../duo-context';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('duos');
  return { title: t('tabPairMe') };
}

// Join the pair-me queue, see where you stand, withdraw.
export default async function DuoPairPage() {
  await duoPage();
  return <PairMe />;
}
