import type { Metadata } from 'next';
import { SsoProblem } from '@/components/sso/sso-problem';
import { isSsoErrorReason, SSO_ERROR_REASONS } from '@/lib/sso/messages';

export const metadata: Metadata = { title: 'Sign-in did not work' };

// Where every single sign-on failure lands (docs/sso.md): a fixed explanation per reason code, never text from the
// request or the provider. Outside the public pages' pre-launch guard, so the reason is seen before launch too.
export default async function SsoErrorPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const raw = (await searchParams).reason;
  const reason = typeof raw === 'string' && isSsoErrorReason(raw) ? raw : 'provider';
  return <SsoProblem message={SSO_ERROR_REASONS[reason]} retry={reason === 'expired' || reason === 'provider' || reason === 'denied'} />;
}
