import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { SsoProblem } from '@/components/sso/sso-problem';
import { isSsoErrorReason } from '@/lib/sso/messages';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('sso');
  return { title: t('errorTitle') };
}

// Where every single sign-on failure lands (docs/sso.md): a fixed explanation per reason code, never text from the
// request or the provider. Outside the public pages' pre-launch guard, so the reason is seen before launch too.
export default async function SsoErrorPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const raw = (await searchParams).reason;
  const reason = typeof raw === 'string' && isSsoErrorReason(raw) ? raw : 'provider';
  const t = await getTranslations('sso.reasons');
  return <SsoProblem message={t(reason)} retry={reason === 'expired' || reason === 'provider' || reason === 'denied'} />;
}
