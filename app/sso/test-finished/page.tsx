import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { SsoTestFinished } from '@/components/sso/sso-problem';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('sso');
  return { title: t('testFinishedTitle') };
}

// The end of the organization form's Test round trip (docs/sso.md): the result is on the form, which polls for it.
export default function SsoTestFinishedPage() {
  return <SsoTestFinished />;
}
