import type { Metadata } from 'next';
import { requireOpenPage } from '@/server/recipes/pages';
import { TipBrowser } from '@/components/tips/tip-browser';

export const metadata: Metadata = {
  title: 'All Tips',
  description: 'Small, practical ideas for calmer, happier, more energetic days — a new one as the program goes on.',
  openGraph: { title: 'All Tips', description: 'Small, practical ideas for calmer, happier, more energetic days.', type: 'website' },
};

type SearchParams = Promise<Record<string, string | string[] | undefined>>;
const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';

// /tips/all?category&search (title All Tips): the tips released so far, newest first, or the caller's favorites.
export default async function AllTipsPage({ searchParams }: { searchParams: SearchParams }) {
  const page = await requireOpenPage();
  const params = await searchParams;
  const canFavorite = page.participantId !== null;
  const favorites = canFavorite && one(params.category) === 'favorites';
  const search = favorites ? '' : one(params.search).trim().slice(0, 100);
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <header>
        <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">All Tips</h1>
        <p className="mt-2 text-ink-muted">Small ideas that make a day a little better.</p>
      </header>
      <TipBrowser key={`${favorites}|${search}`} favorites={favorites} search={search} canFavorite={canFavorite} started={page.promotion.timeline.has_started} />
    </div>
  );
}
