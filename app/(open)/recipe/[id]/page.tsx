import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { getTranslations } from 'next-intl/server';
import { absoluteUrl, requireOpenPage } from '@/server/recipes/pages';
import { findRecipe } from '@/server/recipes/queries';
import { requestLocale } from '@/server/i18n/request-locale';
import { serializeRecipe } from '@/server/recipes/serialize';
import { RecipeDetail, RECIPE_PRINT_CSS } from '@/components/recipes/recipe-detail';
import { RecipeActions } from '@/components/recipes/recipe-actions';
import { RecentRecipes } from '@/components/recipes/recent-recipes';
import { Breadcrumb } from '@/components/ui/breadcrumb';

type Params = Promise<{ id: string }>;

/** The recipe as this promotion and caller see it, in their language; one read per request (metadata and page share it). */
const loadRecipe = cache(async (rawId: string) => {
  const page = await requireOpenPage();
  const id = /^[1-9]\d{0,9}$/.test(rawId) && Number(rawId) <= 2_147_483_647 ? Number(rawId) : null;
  const found = id === null ? null : await findRecipe({ promotionId: page.promotion.id, userId: page.participantId, locale: await requestLocale() }, id);
  return { page, recipe: found ? serializeRecipe(found.row, found.extras) : null };
});

// Real title, description and Open Graph picture, so a link shared in chat unfurls.
export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { recipe } = await loadRecipe((await params).id);
  if (!recipe) return { title: (await getTranslations('recipes.detail'))('notFound') };
  const url = await absoluteUrl(`/recipe/${recipe.id}`);
  const image = recipe.image.url ? await absoluteUrl(recipe.image.url) : undefined;
  return {
    title: recipe.title,
    description: recipe.summary,
    alternates: { canonical: url },
    openGraph: { title: recipe.title, description: recipe.summary, url, type: 'article', ...(image ? { images: [{ url: image, alt: recipe.title }] } : {}) },
    twitter: { card: image ? 'summary_large_image' : 'summary', title: recipe.title, description: recipe.summary },
  };
}

// /recipe/{id}: the recipe (server-rendered, printable), with rating, favorite and sharing for participants.
export default async function RecipePage({ params }: { params: Params }) {
  const [{ page, recipe }, t] = await Promise.all([loadRecipe((await params).id), getTranslations('recipes')]);
  if (!recipe) notFound();
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <style>{RECIPE_PRINT_CSS}</style>
      <div className="print:hidden" data-print-hide>
        <Breadcrumb trail={[{ href: '/recipes/all', label: t('all.title') }]} current={recipe.title} />
      </div>
      <RecipeDetail
        recipe={recipe}
        actions={
          <RecipeActions
            id={recipe.id}
            title={recipe.title}
            favorited={recipe.favorited}
            userRating={recipe.user_rating}
            canAct={page.participantId !== null}
            wallEnabled={page.wallEnabled}
          />
        }
      />
      {page.participantId !== null ? <RecentRecipes excludeId={recipe.id} /> : null}
      <p className="print:hidden">
        <Link href="/recipes/all" className="font-semibold text-brand underline">{t('detail.more')}</Link>
      </p>
    </div>
  );
}
