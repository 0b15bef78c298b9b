import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { loadWelcome, type SearchParams } from '@/server/pages/welcome';
import { WelcomeView } from '@/components/welcome/welcome-view';
import { ForgotPasswordDialog } from '@/components/welcome/dialogs';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('welcome');
  return { title: t('forgot.title') };
}

export default async function ForgotPasswordPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const { promotion, login, welcome } = await loadWelcome(await searchParams);
  return (
    <WelcomeView promotion={promotion} login={{ ...login, openLogin: true }} welcome={{ ...welcome, resetToken: null }}>
      <ForgotPasswordDialog defaultEmail={login.defaultEmail} />
    </WelcomeView>
  );
}
