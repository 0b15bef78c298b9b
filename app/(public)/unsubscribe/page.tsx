import type { Metadata } from 'next';
import { requirePublicPage } from '@/server/pages/guards';
import type { SearchParams } from '@/server/pages/welcome';
import { UnsubscribeView } from '@/components/onboarding/unsubscribe-view';

export const metadata: Metadata = { title: 'Unsubscribe' };

// The rewrite from /unsubscribe/{email} passes the path segment on still percent-encoded ('a%40b.com').
function decoded(value: string): string {
  try {
    return value.includes('%') ? decodeURIComponent(value) : value;
  } catch {
    return value;
  }
}

// /unsubscribe?email=… (next.config.mjs rewrites /unsubscribe/{email} to this form).
export default async function UnsubscribePage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const { user, promotion } = await requirePublicPage();
  const email = (await searchParams).email;
  return <UnsubscribeView email={decoded((Array.isArray(email) ? email[0] : email) ?? '').trim()} promotionId={promotion?.id} signedIn={user !== null} />;
}
