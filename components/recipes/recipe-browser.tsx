'use client';
// /recipes/all?category&search: the category tabs (links, so a filtered list has its own address), the search, and
// the list: 3 first, then 20 more per 'show more' (social-engagement.md §9).
import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { QueryTabs, SearchForm, ShowMoreList } from '@/components/browse/browse-parts';
import { EmptyState, LoadError, LoadingBlock } from '@/components/feedback/load-states';
import { useRecipes } from '@/lib/query/recipes';
import { RECIPE_FILTERS, RECIPES_FIRST, RECIPES_MORE, type RecipeFilter } from '@/lib/recipes/constants';
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
  const t = useTranslations('recipes');
  const router = useRouter();
  const [size, setSize] = useState(RECIPES_FIRST);
  const [text, setText] = useState(search);
  const recipes = useRecipes(category, search, size);
  const filters = RECIPE_FILTERS.filter((f) => f !== 'favorites' || canFavorite);
  const current = hrefFor(category, '');
  const tabs = filters.map((f) => ({ href: hrefFor(f, ''), label: t(`filters.${f}`), active: hrefFor(f, '') === current }));

  const searchFor = (query: string) => {
    setSize(RECIPES_FIRST);
    router.replace(hrefFor(category, query), { scroll: false });
  };

  const rows = recipes.data?.data ?? [];
  return (
    <div className="flex flex-col gap-6">
      <QueryTabs label={t('categoriesLabel')} tabs={tabs} />
      <SearchForm id="recipe-search" label={t('searchLabel')} placeholder={t('searchPlaceholder')} value={text} onChange={setText} onSearch={searchFor} />

      {recipes.isPending ? (
        <LoadingBlock label={t('loading')} />
      ) : recipes.isError ? (
        <LoadError title={RECIPE_MESSAGES.recipesNotFound} error={recipes.error} onRetry={() => void recipes.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState title={category === 'favorites' ? t('noFavorites') : t('noRecipes')}>
          <p>{category === 'favorites' ? t('noFavoritesHint') : t('noRecipesHint')}</p>
        </EmptyState>
      ) : (
        <ShowMoreList rows={rows} total={recipes.data?.meta.total_records ?? 0} noun={[t('nounOne'), t('nounOther')]} fetching={recipes.isFetching}
          onMore={() => setSize((s) => s + RECIPES_MORE)} renderRow={(recipe) => <RecipeCard recipe={recipe} />} />
      )}
    </div>
  );
}
