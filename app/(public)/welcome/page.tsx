import type { Metadata } from 'next';
import { loadWelcome, type SearchParams } from '@/server/pages/welcome';
import { WelcomeView } from '@/components/welcome/welcome-view';

export const metadata: Metadata = { title: 'Welcome' };

export default async function WelcomePage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  return <WelcomeView {...await loadWelcome(await searchParams)} />;
}
