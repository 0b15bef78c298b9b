'use client';
// A favorite toggle (recipes and tips): a pressed button with a heart. Failures put it back and say so.
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Heart } from '@/components/ui/icons';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { useToast } from '@/components/feedback/toaster';
import type { UseMutationResult } from '@tanstack/react-query';
import type { UserLike } from '@/lib/recipes/types';

export function FavoriteButton({ initial, mutation, subject }: { initial: boolean; mutation: UseMutationResult<UserLike, Error, boolean>; subject: string }) {
  const t = useTranslations('recipes');
  const [favorited, setFavorited] = useState(initial);
  const { errorToast } = useToast();
  const toggle = () => {
    const next = !favorited;
    setFavorited(next);
    mutation.mutate(next, {
      onSuccess: (like) => setFavorited(like.favorited),
      onError: () => {
        setFavorited(!next);
        errorToast();
      },
    });
  };
  return (
    <Button variant="secondary" aria-pressed={favorited} onClick={toggle} aria-label={favorited ? t('removeFavorite', { subject }) : t('addFavorite', { subject })}>
      <Heart aria-hidden="true" className={cn('size-5', favorited ? 'fill-danger text-danger' : '')} />
      {favorited ? t('favorited') : t('favorite')}
    </Button>
  );
}
