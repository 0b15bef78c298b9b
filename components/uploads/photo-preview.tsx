'use client';
// The photo a composer is about to send or post, with the button that takes it off again (the wall's post composer,
// the message composer). Sizes differ per composer; the rest is one piece.
import { useTranslations } from 'next-intl';
import { X } from '@/components/ui/icons';
import { cn } from '@/components/ui/cn';

export function PhotoPreview({ src, alt, onRemove, className, imageClassName = 'max-h-48' }: {
  src: string;
  /** What the photo is for, e.g. 'The photo you are about to post'. */
  alt: string;
  onRemove: () => void;
  className?: string;
  imageClassName?: string;
}) {
  const t = useTranslations('uploads');
  return (
    <div className={cn('relative w-fit', className)}>
      <img src={src} alt={alt} className={cn('rounded-2xl border border-line object-contain', imageClassName)} />
      <button
        type="button"
        onClick={onRemove}
        aria-label={t('removePhoto')}
        className="absolute top-2 end-2 inline-grid size-9 place-items-center rounded-full bg-surface text-ink shadow-card hover:bg-surface-muted"
      >
        <X className="size-4" aria-hidden="true" />
      </button>
    </div>
  );
}
