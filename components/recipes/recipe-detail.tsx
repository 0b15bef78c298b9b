// A recipe, rendered on the server (the page unfurls and prints without JavaScript): picture, description, servings
// and times, categories, ingredients and the steps. The actions (rating, favorite, sharing) are a client island.
import type { ReactNode } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { createFormat } from '@/lib/i18n/format';
import { Clock, Users, ChefHat } from '@/components/ui/icons';
import { durationOf } from './duration';
import type { Recipe } from '@/lib/recipes/types';

/** Hides the site's header, footer and every control when a recipe is printed: the recipe alone, in black on white. */
export const RECIPE_PRINT_CSS = `@media print {
  header:not(main header), footer:not(main footer), nav, [data-print-hide], .print\\:hidden { display: none !important; }
  body, main { background: #fff !important; color: #000 !important; }
  main { padding: 0 !important; }
  article[data-recipe] { box-shadow: none !important; border: 0 !important; max-width: none !important; }
  article[data-recipe] img { max-height: 8cm; width: auto; }
  article[data-recipe] h2 { break-after: avoid; }
  article[data-recipe] li { break-inside: avoid; }
}`;

function Fact({ icon, label, value }: { icon: ReactNode; label: string; value: string | null }) {
  if (!value) return null;
  return (
    <div className="flex items-center gap-2">
      {icon}
      <dt className="text-ink-muted">{label}</dt>
      <dd className="font-semibold text-ink">{value}</dd>
    </div>
  );
}

export function RecipeDetail({ recipe, actions }: { recipe: Recipe; actions: ReactNode }) {
  const t = useTranslations('recipes.detail');
  const time = useTranslations('recipes.time');
  const format = createFormat(useLocale());
  const tags = recipe.recipe_categories.filter((c) => c.category_type !== 'course');
  return (
    <article data-recipe className="flex flex-col gap-6">
      <header className="flex flex-col gap-3">
        <h1 className="text-h1 text-ink">{recipe.title}</h1>
        {recipe.description ? <p className="text-lg text-ink-muted">{recipe.description}</p> : null}
        {recipe.rating !== null ? (
          <p className="text-sm text-ink-muted">
            {t('rated', { rating: format.number(recipe.rating, { minimumFractionDigits: 1, maximumFractionDigits: 1 }), count: recipe.rating_count })}
          </p>
        ) : null}
      </header>
      {recipe.image.url ? (
        <img src={recipe.image.url} alt="" className="aspect-[16/9] w-full rounded-3xl bg-surface-muted object-cover" />
      ) : null}
      <dl className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
        <Fact icon={<Users className="size-4 text-ink-muted" aria-hidden="true" />} label={t('servings')} value={recipe.servings === null ? null : String(recipe.servings)} />
        <Fact icon={<ChefHat className="size-4 text-ink-muted" aria-hidden="true" />} label={t('activeTime')} value={durationOf(time, recipe.active_time)} />
        <Fact icon={<Clock className="size-4 text-ink-muted" aria-hidden="true" />} label={t('totalTime')} value={durationOf(time, recipe.total_time)} />
      </dl>
      {tags.length || recipe.courses.length ? (
        <ul className="flex flex-wrap gap-2" aria-label={t('categories')}>
          {[...recipe.courses, ...tags.map((tag) => tag.category)].map((tag) => (
            <li key={tag} className="rounded-full bg-brand-soft px-3 py-1 text-sm font-semibold capitalize text-brand-strong">
              {tag.replace(/_/g, ' ')}
            </li>
          ))}
        </ul>
      ) : null}
      <div className="print:hidden">{actions}</div>
      <div className="grid gap-8 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <section aria-labelledby="ingredients-heading">
          <h2 id="ingredients-heading" className="mb-3 text-h2 text-ink">{t('ingredients')}</h2>
          <ul className="flex list-disc flex-col gap-2 ps-5 text-ink">
            {recipe.ingredients.map((i, index) => (
              <li key={index}>{i.item}</li>
            ))}
          </ul>
        </section>
        {recipe.instructions_html ? (
          <section aria-labelledby="steps-heading">
            <h2 id="steps-heading" className="mb-3 text-h2 text-ink">{t('steps')}</h2>
            {/* Written by the content team in the admin editor (trusted HTML, as the other content pages render it). */}
            <div className="prose-steps flex flex-col gap-2 text-ink [&_li]:mb-2 [&_ol]:list-decimal [&_ol]:ps-5" dangerouslySetInnerHTML={{ __html: recipe.instructions_html }} />
          </section>
        ) : null}
      </div>
    </article>
  );
}
