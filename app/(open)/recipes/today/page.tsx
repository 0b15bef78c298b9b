import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { requireOpenPage } from '@/server/recipes/pages';
import { findDailyRecipe } from '@/server/recipes/queries';
import { requestLocale } from '@/server/i18n/request-locale';
import { serializeRecipeSummary } from '@/server/recipes/serialize';
import { RecipeCard } from '@/components/recipes/recipe-card';
import { RecentRecipes } from '@/components/recipes/recent-recipes';
import { EmptyState } from '@/components/feedback/load-states';
import { Button } from '@/components/ui/button';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('recipes.today');
  return { title: t('title'), description: t('description'), openGraph: { title: t('title'), description: t('description'), type: 'website' } };
}

// /recipes/today: the daily recipe (the same for everyone today), the way to every recipe, and what the caller viewed.
export default async function TodaysRecipePage() {
  const [page, t, locale] = await Promise.all([requireOpenPage(), getTranslations('recipes.today'), requestLocale()]);
  const daily = await findDailyRecipe({ promotionId: page.promotion.id, userId: page.participantId, locale }, page.promotion.timeline.current_date);
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">{t('title')}</h1>
          <p className="mt-2 text-ink-muted">{t('intro')}</p>
        </div>
        <Button asChild variant="secondary">
          <Link href="/recipes/all">{t('allRecipes')}</Link>
        </Button>
      </header>
      {daily ? <RecipeCard recipe={serializeRecipeSummary(daily.row, daily.extras)} /> : <EmptyState title={t('notFound')} />}
      {page.participantId !== null ? <RecentRecipes excludeId={daily?.row.id} /> : null}
    </div>
  );
}
