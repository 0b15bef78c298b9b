'use client';
// Bookmark toggle (participant-core.md §4 "Bookmark toggles on and off"; PUT /api/activities/{id}/bookmark).
// A toggle button: its name stays the same and aria-pressed says the state.
import { useSetBookmark } from '@/lib/query/activities';
import { useErrorBanner } from '@/components/feedback/error-banner';

export function BookmarkButton({ activityId, name, bookmarked, size = 'md', className = '' }: { activityId: number; name: string; bookmarked: boolean; size?: 'md' | 'lg'; className?: string }) {
  const setBookmark = useSetBookmark();
  const banner = useErrorBanner();
  const toggle = () => setBookmark.mutate({ id: activityId, bookmarked: !bookmarked }, { onError: (error) => banner.showError(error) });
  return (
    <button
      type="button"
      aria-pressed={bookmarked}
      aria-label={`Bookmark ${name}`}
      title={bookmarked ? 'Bookmarked' : 'Bookmark'}
      onClick={toggle}
      className={`inline-grid shrink-0 place-items-center rounded-full border transition-colors ${
        bookmarked ? 'border-accent bg-accent-soft text-accent' : 'border-line-strong bg-surface text-ink-muted hover:text-ink'
      } ${size === 'lg' ? 'size-12' : 'size-11'} ${className}`}
    >
      <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true">
        <path d="M6.5 3.5h11a1 1 0 0 1 1 1v16l-6.5-4.2-6.5 4.2v-16a1 1 0 0 1 1-1Z" fill={bookmarked ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
      </svg>
    </button>
  );
}
