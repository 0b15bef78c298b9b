'use client';
// Bookmark toggle, on and off (PUT /api/activities/{id}/bookmark).
// A toggle button: its name stays the same and aria-pressed says the state.
import { useTranslations } from 'next-intl';
import { useSetBookmark } from '@/lib/query/activities';
import { useErrorBanner } from '@/components/feedback/error-banner';
import { Bookmark } from '@/components/ui/icons';
import { cn } from '@/components/ui/cn';

export function BookmarkButton({ activityId, name, bookmarked, size = 'md', className = '' }: { activityId: number; name: string; bookmarked: boolean; size?: 'md' | 'lg'; className?: string }) {
  const t = useTranslations('activities');
  const setBookmark = useSetBookmark();
  const banner = useErrorBanner();
  const toggle = () => setBookmark.mutate({ id: activityId, bookmarked: !bookmarked }, { onError: (error) => banner.showError(error) });
  return (
    <button
      type="button"
      aria-pressed={bookmarked}
      aria-label={t('bookmarkLabel', { name })}
      title={bookmarked ? t('bookmarked') : t('bookmark')}
      onClick={toggle}
      className={`inline-grid shrink-0 place-items-center rounded-full border transition-colors ${
        bookmarked ? 'border-accent bg-accent-soft text-accent' : 'border-line-strong bg-surface text-ink-muted hover:text-ink'
      } ${size === 'lg' ? 'size-12' : 'size-11'} ${className}`}
    >
      <Bookmark className={cn('size-5', bookmarked && 'fill-current')} strokeWidth={1.8} aria-hidden="true" />
    </button>
  );
}
