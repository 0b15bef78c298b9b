import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { loadRegistration } from '@/server/pages/welcome';
import { RegistrationScreen } from '@/components/registration/registration-screen';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('registration');
  return { title: t('title') };
}

export default async function RegisterPage() {
  return <RegistrationScreen {...await loadRegistration()} />;
}
