import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { requireOpenPage } from '@/server/recipes/pages';
import { TipBrowser } from '@/components/tips/tip-browser';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('tips');
  return {
    title: t('allTips'),
    description: t('page.allDescription'),
    openGraph: { title: t('allTips'), description: t('page.allOgDescription'), type: 'website' },
  };
}

type SearchParams = Promise<Record<string, string | string[] | undefined>>;
const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';

// /tips/all?category&search (title All Tips): the tips released so far, newest first, or the caller's favorites.
export default async function AllTipsPage({ searchParams }: { searchParams: SearchParams }) {
  const [page, t] = await Promise.all([requireOpenPage(), getTranslations('tips')]);
  const params = await searchParams;
  const canFavorite = page.participantId !== null;
  const favorites = canFavorite && one(params.category) === 'favorites';
  const search = favorites ? '' : one(params.search).trim().slice(0, 100);
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <header>
        <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">{t('allTips')}</h1>
        <p className="mt-2 text-ink-muted">{t('page.allIntro')}</p>
      </header>
      <TipBrowser key={`${favorites}|${search}`} favorites={favorites} search={search} canFavorite={canFavorite} started={page.promotion.timeline.has_started} />
    </div>
  );
}
