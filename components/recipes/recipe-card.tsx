// A recipe in a list: picture, title (the link), the summary cut at 190 characters, times, the average rating and
// whether the caller favorited it.
import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { createFormat } from '@/lib/i18n/format';
import { Clock, Heart, Star } from '@/components/ui/icons';
import { durationOf } from './duration';
import type { RecipeSummary } from '@/lib/recipes/types';

export function RecipeCard({ recipe, headingLevel = 'h2' }: { recipe: RecipeSummary; headingLevel?: 'h2' | 'h3' }) {
  const t = useTranslations('recipes');
  const Heading = headingLevel;
  const format = createFormat(useLocale());
  const total = durationOf(useTranslations('recipes.time'), recipe.total_time);
  return (
    <article className="relative flex flex-col overflow-hidden rounded-3xl border border-line bg-surface shadow-card sm:flex-row">
      {recipe.image.url ? (
        <img src={recipe.image.url} alt="" className="aspect-[5/2] w-full bg-surface-muted object-cover sm:aspect-square sm:w-48" />
      ) : null}
      <div className="flex flex-1 flex-col gap-2 p-5">
        <Heading className="text-lg font-bold text-ink">
          <Link href={`/recipe/${recipe.id}`} className="after:absolute after:inset-0 hover:underline">
            {recipe.title}
          </Link>
        </Heading>
        {recipe.summary ? <p className="text-ink-muted">{recipe.summary}</p> : null}
        <p className="mt-auto flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-ink-muted">
          {total ? (
            <span className="inline-flex items-center gap-1">
              <Clock className="size-4" aria-hidden="true" />
              <span className="sr-only">{t('card.totalTime')}</span> {total}
            </span>
          ) : null}
          {recipe.rating !== null ? (
            <span className="inline-flex items-center gap-1">
              <Star className="size-4 fill-accent text-accent" aria-hidden="true" />
              {t.rich('card.rating', {
                rating: format.number(recipe.rating, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
                count: recipe.rating_count,
                sr: (chunks) => <span className="sr-only">{chunks}</span>,
              })}
            </span>
          ) : (
            <span>{t('card.notRated')}</span>
          )}
          {recipe.favorited ? (
            <span className="inline-flex items-center gap-1 font-semibold text-danger">
              <Heart className="size-4 fill-danger" aria-hidden="true" /> {t('favorite')}
            </span>
          ) : null}
        </p>
      </div>
    </article>
  );
}
