import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { requireOpenPage } from '@/server/recipes/pages';
import { RecipeBrowser } from '@/components/recipes/recipe-browser';
import { RecentRecipes } from '@/components/recipes/recent-recipes';
import { RECIPE_FILTERS, type RecipeFilter } from '@/lib/recipes/constants';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('recipes.all');
  return { title: t('title'), description: t('description'), openGraph: { title: t('title'), description: t('description'), type: 'website' } };
}

type SearchParams = Promise<Record<string, string | string[] | undefined>>;
const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';

// /recipes/all?category&search: every recipe the promotion sees, by course or favorites, searchable.
export default async function AllRecipesPage({ searchParams }: { searchParams: SearchParams }) {
  const [page, t] = await Promise.all([requireOpenPage(), getTranslations('recipes.all')]);
  const params = await searchParams;
  const wanted = one(params.category) as RecipeFilter;
  const canFavorite = page.participantId !== null;
  const category: RecipeFilter = RECIPE_FILTERS.includes(wanted) && (wanted !== 'favorites' || canFavorite) ? wanted : 'all';
  const search = one(params.search).trim().slice(0, 100);
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <header>
        <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">{t('title')}</h1>
        <p className="mt-2 text-ink-muted">{t('intro')}</p>
      </header>
      {canFavorite ? <RecentRecipes /> : null}
      <RecipeBrowser key={`${category}|${search}`} category={category} search={search} canFavorite={canFavorite} />
    </div>
  );
}
