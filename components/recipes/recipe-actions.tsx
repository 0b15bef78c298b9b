'use client';
// What a participant does on a recipe's page: rate it, favorite it, share it to the wall or by email, print it. A
// visitor gets the print button and a way to log in. Opening the page records a view (recently viewed, 8 kept).
import { useEffect, useState } from 'react';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { Mail, Printer, Share2 } from '@/components/ui/icons';
import { Button } from '@/components/ui/button';
import { useFavoriteRecipe, useRecordRecipeView } from '@/lib/query/recipes';
import { FavoriteButton } from './favorite-button';
import { ShareEmailDialog } from './share-email-dialog';
import { ShareWallDialog } from './share-wall-dialog';
import { StarRating } from './star-rating';

export interface RecipeActionsProps {
  id: number;
  title: string;
  favorited: boolean;
  userRating: number | null;
  /** A participant of this promotion: rates, favorites, shares. */
  canAct: boolean;
  wallEnabled: boolean;
}

export function RecipeActions({ id, title, favorited, userRating, canAct, wallEnabled }: RecipeActionsProps) {
  const t = useTranslations('recipes');
  const [dialog, setDialog] = useState<'wall' | 'email' | null>(null);
  const favorite = useFavoriteRecipe(id);
  const view = useRecordRecipeView();
  const record = view.mutate;

  useEffect(() => {
    if (canAct) record(id);
  }, [canAct, id, record]);

  const print = (
    <Button variant="secondary" onClick={() => window.print()}>
      <Printer className="size-5" aria-hidden="true" />
      {t('print')}
    </Button>
  );

  if (!canAct) {
    return (
      <div className="flex flex-wrap items-center gap-3 print:hidden">
        {print}
        <p className="text-sm text-ink-muted">
          {t.rich('logInToAct', {
            link: (chunks) => (
              <Link href={`/welcome?login&return_to=${encodeURIComponent(`/recipe/${id}`)}`} className="font-semibold text-brand underline">
                {chunks}
              </Link>
            ),
          })}
        </p>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-4 print:hidden">
      <StarRating recipeId={id} initialStars={userRating} />
      <div className="flex flex-wrap gap-3">
        <FavoriteButton initial={favorited} mutation={favorite} subject={title} />
        {wallEnabled ? (
          <Button variant="secondary" onClick={() => setDialog('wall')}>
            <Share2 className="size-5" aria-hidden="true" />
            {t('shareToWall')}
          </Button>
        ) : null}
        <Button variant="secondary" onClick={() => setDialog('email')}>
          <Mail className="size-5" aria-hidden="true" />
          {t('email')}
        </Button>
        {print}
      </div>
      {wallEnabled ? <ShareWallDialog open={dialog === 'wall'} onClose={() => setDialog(null)} type="Recipe" id={id} title={title} /> : null}
      <ShareEmailDialog open={dialog === 'email'} onClose={() => setDialog(null)} model="Recipe" id={id} title={title} />
    </div>
  );
}
