import type { Metadata } from 'next';
import { requireSignedInPage } from '@/server/pages/guards';
import { loadLearn } from '@/server/support/pages';
import { WhyRenew } from '@/components/learn/why-renew';

export const metadata: Metadata = { title: 'Why Renew?' };

// Why Renew?: content category learn, in sequence (the promotion's own, else the default promotion's).
export default async function WhyRenewPage() {
  const { promotion } = await requireSignedInPage();
  return <WhyRenew items={await loadLearn(promotion?.id ?? null)} />;
}
