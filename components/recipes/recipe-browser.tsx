'use client';
// /recipes/all?category&search: the category tabs (links, so a filtered list has its own address), the search, and
// the list: 3 first, then 20 more per 'show more' (social-engagement.md §9).
import { useState } from 'react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { Search } from '@/components/ui/icons';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { EmptyState, LoadError, LoadingBlock } from '@/components/feedback/load-states';
import { useRecipes } from '@/lib/query/recipes';
import { RECIPE_FILTER_LABELS, RECIPE_FILTERS, RECIPES_FIRST, RECIPES_MORE, type RecipeFilter } from '@/lib/recipes/constants';
import { RECIPE_MESSAGES } from '@/lib/recipes/messages';
import { RecipeCard } from './recipe-card';

const hrefFor = (category: RecipeFilter, search: string) => {
  const params = new URLSearchParams();
  if (category !== 'all') params.set('category', category);
  if (search) params.set('search', search);
  const query = params.toString();
  return `/recipes/all${query ? `?${query}` : ''}`;
};

export function RecipeBrowser({ category, search, canFavorite }: { category: RecipeFilter; search: string; canFavorite: boolean }) {
  const router = useRouter();
  const [size, setSize] = useState(RECIPES_FIRST);
  const [text, setText] = useState(search);
  const recipes = useRecipes(category, search, size);
  const filters = RECIPE_FILTERS.filter((f) => f !== 'favorites' || canFavorite);
  const tabs = filters.map((f) => ({ href: hrefFor(f, ''), label: RECIPE_FILTER_LABELS[f] }));

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setSize(RECIPES_FIRST);
    router.replace(hrefFor(category, text.trim()), { scroll: false });
  };

  const rows = recipes.data?.data ?? [];
  const total = recipes.data?.meta.total_records ?? 0;
  return (
    <div className="flex flex-col gap-6">
      <CategoryTabs tabs={tabs} current={hrefFor(category, '')} />
      <form role="search" onSubmit={submit} className="flex flex-wrap items-end gap-3">
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <Label htmlFor="recipe-search">Search recipes</Label>
          <Input id="recipe-search" type="search" value={text} onChange={(e) => setText(e.target.value)} placeholder="Try “soup” or “oats”" />
        </div>
        <Button type="submit" variant="secondary">
          <Search className="size-5" aria-hidden="true" />
          Search
        </Button>
      </form>

      {recipes.isPending ? (
        <LoadingBlock label="Loading recipes…" />
      ) : recipes.isError ? (
        <LoadError title={RECIPE_MESSAGES.recipesNotFound} error={recipes.error} onRetry={() => void recipes.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState title={category === 'favorites' ? 'No favorites yet' : 'No recipes found'}>
          <p>{category === 'favorites' ? 'Tap Favorite on a recipe you love and it will wait for you here.' : 'Try another word or category.'}</p>
        </EmptyState>
      ) : (
        <>
          <p className="text-sm text-ink-muted" role="status">
            Showing {rows.length} of {total} {total === 1 ? 'recipe' : 'recipes'}
          </p>
          <ul className="flex flex-col gap-4" aria-busy={recipes.isFetching}>
            {rows.map((recipe) => (
              <li key={recipe.id}>
                <RecipeCard recipe={recipe} />
              </li>
            ))}
          </ul>
          {rows.length < total ? (
            <div className="flex justify-center">
              <Button variant="secondary" loading={recipes.isFetching} onClick={() => setSize((s) => s + RECIPES_MORE)}>
                Show more
              </Button>
            </div>
          ) : null}
        </>
      )}
    </div>
  );
}

/** The category links, the current one marked (NavTabs compares paths only; these differ by their query). */
function CategoryTabs({ tabs, current }: { tabs: { href: string; label: string }[]; current: string }) {
  return (
    <nav aria-label="Recipe categories" className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <ul className="inline-flex min-w-max gap-1 rounded-full bg-surface-muted p-1 hc:border hc:border-line">
        {tabs.map((tab) => {
          const active = tab.href === current;
          return (
            <li key={tab.href}>
              <Link
                href={tab.href}
                aria-current={active ? 'page' : undefined}
                className={
                  active
                    ? 'inline-flex min-h-10 items-center rounded-full bg-surface px-4 text-sm font-semibold text-ink shadow-card hc:border hc:border-ink'
                    : 'inline-flex min-h-10 items-center rounded-full px-4 text-sm font-semibold text-ink-muted hover:text-ink'
                }
              >
                {tab.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
