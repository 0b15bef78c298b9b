import type { Metadata } from 'next';
import { loadRegistration } from '@/server/pages/welcome';
import { RegistrationScreen } from '@/components/registration/registration-screen';

export const metadata: Metadata = { title: 'Create your account' };

export default async function RegisterPage() {
  return <RegistrationScreen {...await loadRegistration()} />;
}
