import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { DuoSearch } from '@/components/duos/duo-search';
import { duoPage } from '../duo-context';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('duos');
  return { title: t('metaSearch') };
}

// Find a friend by name and start a duo with them.
export default async function DuoSearchPage() {
  await duoPage();
  return <DuoSearch />;
}
