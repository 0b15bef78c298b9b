'use client';
// The caller's star rating of a recipe: five radio buttons drawn as stars (arrow keys move between them, as in any
// radio group), the label of the chosen or hovered star (Poor … Awesome), and Clear, after which 'Rating cleared'
// shows for 2.5 s (social-engagement.md "Recipes and tips").
import { useEffect, useId, useState } from 'react';
import { useTranslations } from 'next-intl';
import { Star } from '@/components/ui/icons';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { useToast } from '@/components/feedback/toaster';
import { useRateRecipe, useUserRating } from '@/lib/query/recipes';
import { RATING_CLEARED_MS, STARS } from '@/lib/recipes/constants';

export function StarRating({ recipeId, initialStars }: { recipeId: number; initialStars: number | null }) {
  const t = useTranslations('recipes.rating');
  const label = (stars: number) => t(`labels.${stars as (typeof STARS)[number]}`);
  const name = useId();
  const rating = useUserRating(recipeId, undefined, true);
  const rate = useRateRecipe(recipeId);
  const { errorToast } = useToast();
  const [hover, setHover] = useState<number | null>(null);
  const [cleared, setCleared] = useState(false);
  // The choice shows at once (a controlled radio must not snap back while the request is under way).
  const [picked, setPicked] = useState<number | null | undefined>(undefined);
  const stars = picked !== undefined ? picked : (rating.data?.score ?? initialStars);

  useEffect(() => {
    if (!cleared) return;
    const timer = window.setTimeout(() => setCleared(false), RATING_CLEARED_MS);
    return () => window.clearTimeout(timer);
  }, [cleared]);

  const choose = (value: number | null) => {
    setPicked(value);
    setCleared(false);
    rate.mutate(value, {
      onSuccess: () => {
        setPicked(undefined);
        setCleared(value === null);
      },
      onError: () => {
        setPicked(undefined);
        errorToast();
      },
    });
  };

  const shown = hover ?? stars;
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-semibold text-ink">{t('legend')}</legend>
      <div className="flex flex-wrap items-center gap-3">
        <div className="flex" onMouseLeave={() => setHover(null)}>
          {STARS.map((value) => {
            const id = `${name}-${value}`;
            const on = shown !== null && value <= shown;
            return (
              <span key={value} className="relative">
                <input
                  id={id}
                  type="radio"
                  name={name}
                  value={value}
                  checked={stars === value}
                  onChange={() => choose(value)}
                  className="peer absolute inset-0 size-full cursor-pointer opacity-0"
                  aria-label={t('star', { count: value, label: label(value) })}
                />
                <label
                  htmlFor={id}
                  onMouseEnter={() => setHover(value)}
                  className="grid size-11 place-items-center rounded-full peer-focus-visible:outline peer-focus-visible:outline-2 peer-focus-visible:outline-offset-1 peer-focus-visible:outline-focus"
                >
                  <Star aria-hidden="true" className={cn('size-8 transition-colors', on ? 'fill-accent text-accent' : 'text-ink-muted')} />
                </label>
              </span>
            );
          })}
        </div>
        <span className="min-w-16 text-sm font-semibold text-ink" aria-hidden="true">
          {shown ? label(shown) : t('notRated')}
        </span>
        {stars !== null ? (
          <Button variant="ghost" size="sm" onClick={() => choose(null)} disabled={rate.isPending}>
            {t('clear')}
          </Button>
        ) : null}
      </div>
      <p role="status" aria-live="polite" className="min-h-5 text-sm text-ink-muted">
        {cleared ? t('cleared') : ''}
      </p>
    </fieldset>
  );
}
