import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { HydrationBoundary } from '@tanstack/react-query';
import { DuoWizard } from '@/components/duos/duo-wizard';
import { prefetchApi } from '@/server/pages/prefetch';
import { duoWizardPrefetches } from '@/app/(app)/social-prefetch';
import { duoPage } from '../duo-context';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('duos');
  return { title: t('metaStart') };
}

// The add wizard; ?receiver_id (from the Search tab) names the friend and opens it at the template step. Its three
// lists paint with the page (fetched in the browser, the step's cards replaced a shorter skeleton and moved the
// buttons below them).
export default async function DuoAddPage({ searchParams }: { searchParams: Promise<{ receiver_id?: string }> }) {
  const { friendsLabel } = await duoPage();
  const [state, id] = await Promise.all([prefetchApi(duoWizardPrefetches()), searchParams.then((p) => Number(p.receiver_id))]);
  return (
    <HydrationBoundary state={state}>
      <DuoWizard initialReceiverId={Number.isSafeInteger(id) && id > 0 ? id : null} friendsLabel={friendsLabel} />
    </HydrationBoundary>
  );
}
