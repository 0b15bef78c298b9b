import type { Metadata } from 'next';
import { requireOpenPage } from '@/server/recipes/pages';
import { RecipeBrowser } from '@/components/recipes/recipe-browser';
import { RecentRecipes } from '@/components/recipes/recent-recipes';
import { RECIPE_FILTERS, type RecipeFilter } from '@/lib/recipes/constants';

export const metadata: Metadata = {
  title: 'Recipes',
  description: 'Healthy breakfasts, lunches, dinners and snacks, rated by your colleagues.',
  openGraph: { title: 'Recipes', description: 'Healthy breakfasts, lunches, dinners and snacks, rated by your colleagues.', type: 'website' },
};

type SearchParams = Promise<Record<string, string | string[] | undefined>>;
const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';

// /recipes/all?category&search: every recipe the promotion sees, by course or favorites, searchable.
export default async function AllRecipesPage({ searchParams }: { searchParams: SearchParams }) {
  const page = await requireOpenPage();
  const params = await searchParams;
  const wanted = one(params.category) as RecipeFilter;
  const canFavorite = page.participantId !== null;
  const category: RecipeFilter = RECIPE_FILTERS.includes(wanted) && (wanted !== 'favorites' || canFavorite) ? wanted : 'all';
  const search = one(params.search).trim().slice(0, 100);
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <header>
        <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">Recipes</h1>
        <p className="mt-2 text-ink-muted">Simple, healthy food for every part of the day.</p>
      </header>
      {canFavorite ? <RecentRecipes /> : null}
      <RecipeBrowser key={`${category}|${search}`} category={category} search={search} canFavorite={canFavorite} />
    </div>
  );
}
