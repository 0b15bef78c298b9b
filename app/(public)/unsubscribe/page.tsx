import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { requirePublicPage } from '@/server/pages/guards';
import type { SearchParams } from '@/server/pages/welcome';
import { UnsubscribeView } from '@/components/onboarding/unsubscribe-view';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('support');
  return { title: t('unsubscribeTitle') };
}

// The rewrite from /unsubscribe/{email} passes the path segment on still percent-encoded ('a%40b.com').
function decoded(value: string): string {
  try {
    return value.includes('%') ? decodeURIComponent(value) : value;
  } catch {
    return value;
  }
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';

// /unsubscribe?email=…&token=… (next.config.mjs rewrites /unsubscribe/{email} to this form). The token is the
// signed one of the email's link; without it only the signed-in owner of the address can unsubscribe.
export default async function UnsubscribePage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const { user, promotion } = await requirePublicPage();
  const search = await searchParams;
  return (
    <UnsubscribeView
      email={decoded(first(search.email)).trim()}
      token={first(search.token)}
      promotionId={promotion?.id}
      signedIn={user !== null}
    />
  );
}
