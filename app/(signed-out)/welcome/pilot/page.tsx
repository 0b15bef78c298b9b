import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { redirect } from 'next/navigation';
import { loadWelcome, type SearchParams } from '@/server/pages/welcome';
import { WelcomeView } from '@/components/welcome/welcome-view';
import { PilotDialog } from '@/components/welcome/dialogs';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('welcome');
  return { title: t('pilot.title') };
}

// welcome.pilot: the pilot-password dialog over the welcome page; only while the pilot prompt is what shows.
export default async function PilotPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const { promotion, login, welcome } = await loadWelcome(await searchParams);
  if (welcome.access !== 'pilot') redirect('/welcome');
  return (
    <WelcomeView promotion={promotion} login={login} welcome={{ ...welcome, resetToken: null }}>
      <PilotDialog />
    </WelcomeView>
  );
}
