import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { loadWelcome, type SearchParams } from '@/server/pages/welcome';
import { WelcomeView } from '@/components/welcome/welcome-view';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('welcome');
  return { title: t('metaTitle') };
}

export default async function WelcomePage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  return <WelcomeView {...await loadWelcome(await searchParams)} />;
}
