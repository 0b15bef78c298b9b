'use client';
// Small pieces every duo screen shares: a person's picture and name, the partner of a duo, the template's images
// revealed as the duo advances (one per day both partners logged), and the loading skeleton of a list.
import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { Avatar, initialsOf } from '@/components/ui/avatar';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/components/ui/cn';
import type { Duo, DuoImage, DuoPerson } from '@/lib/duos/types';

export function partnerOf(duo: Duo): DuoPerson {
  return duo.my_side === 'sender' ? duo.receiving_user : duo.sending_user;
}

export const nameOf = (person: DuoPerson, t: ReturnType<typeof useTranslations<'duos'>>) => person.full_name || t('unknownUser');

export function PersonAvatar({ person, className = 'size-11' }: { person: DuoPerson; className?: string }) {
  const [first = '', ...rest] = person.full_name.split(' ');
  return <Avatar src={person.image.url} initials={initialsOf(first, rest.at(-1) ?? '', person.full_name)} className={className} />;
}

export const sortedImages = (images: DuoImage[]) => [...images].sort((a, b) => a.sequence - b.sequence);

/**
 * The template's pictures side by side: the first `revealed` in colour, the rest veiled. The picture strip is art
 * (alt=""); the sentence under it says the same in words.
 */
export function DuoImages({ images, revealed, name, className }: { images: DuoImage[]; revealed: number; name: string; className?: string }) {
  const t = useTranslations('duos');
  const list = sortedImages(images);
  if (list.length === 0) return null;
  return (
    <figure className={cn('flex flex-col gap-2', className)}>
      <div className="grid grid-cols-3 gap-1.5 overflow-hidden rounded-2xl">
        {list.map((image, index) => {
          const shown = index < revealed;
          return (
            <div key={image.sequence} className="relative aspect-square overflow-hidden bg-surface-muted hc:border hc:border-line">
              <img src={image.image} alt="" className={cn('size-full object-cover transition', !shown && 'scale-110 opacity-40 blur-md grayscale')} />
            </div>
          );
        })}
      </div>
      <figcaption className="sr-only">{t('picturesRevealed', { name, revealed: Math.min(revealed, list.length), total: list.length })}</figcaption>
    </figure>
  );
}

/** The duo's progress in words and as a bar (a day both partners logged unlocks a picture). */
export function DuoProgressBar({ duo }: { duo: Duo }) {
  const t = useTranslations('duos');
  const { done, total } = duo.progress;
  const partner = nameOf(partnerOf(duo), t).split(' ')[0];
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
        <span className="font-semibold text-ink">
          {t('picturesUnlocked', { done, total })}
        </span>
        <span className="text-ink-muted">
          {t('todayLine', { me: duo.progress.me_logged_today ? 'yes' : 'no', partner, them: duo.progress.partner_logged_today ? 'yes' : 'no' })}
        </span>
      </div>
      <div role="progressbar" aria-label={t('progressLabel', { name: duo.duo_template.name })} aria-valuemin={0} aria-valuemax={total} aria-valuenow={done}
        className="h-2 overflow-hidden rounded-full bg-surface-muted hc:border hc:border-line">
        <div className="h-full rounded-full bg-brand transition-[width]" style={{ width: `${total ? (100 * done) / total : 0}%` }} />
      </div>
    </div>
  );
}

/** A list section with its heading (an h2 the section is labelled by). */
export function DuoSection({ id, title, children, action }: { id: string; title: string; children: ReactNode; action?: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={id} className="text-h3 text-ink">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

export function CardsSkeleton({ label, count = 2 }: { label: string; count?: number }) {
  return (
    <div className="flex flex-col gap-3" aria-busy="true">
      <span role="status" className="sr-only">
        {label}
      </span>
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} className="h-28 w-full rounded-3xl" />
      ))}
    </div>
  );
}
