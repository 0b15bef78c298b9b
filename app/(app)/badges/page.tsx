import type { Metadata } from 'next';
import { requireSignedInPage } from '@/server/pages/guards';
import { BadgesView } from '@/components/badges/badges-view';

export const metadata: Metadata = { title: 'Badges' };

export default async function BadgesPage() {
  await requireSignedInPage();
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <header>
        <h1 className="text-h1 text-ink">Badges</h1>
        <p className="mt-2 text-ink-muted">Milestones you have reached, and the ones waiting for you.</p>
      </header>
      <BadgesView />
    </div>
  );
}
