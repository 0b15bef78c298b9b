'use client';
// Likes of a reflection: a like toggle and a popover of who liked it. The list rules are the original product's:
// the current user first as 'You'; no likes → 'Be the first!'; up to 10 names all shown; more → the first 9 and
// '{n} others'.
import { useId } from 'react';
import { usePopover } from '@/components/ui/use-popover';
import type { JournalLike, JournalPost } from '@/lib/journal/types';

const ALL_NAMES_UP_TO = 10;
const NAMES_BEFORE_OTHERS = 9;

/** The lines of the popover. */
export function likeLines(likes: JournalLike[], viewerId: number | undefined): string[] {
  if (likes.length === 0) return ['Be the first!'];
  const mine = likes.filter((like) => like.user_id === viewerId);
  const others = likes.filter((like) => like.user_id !== viewerId);
  const names = [...mine.map(() => 'You'), ...others.map((like) => like.user.profile.full_name || 'Someone')];
  if (names.length <= ALL_NAMES_UP_TO) return names;
  const rest = names.length - NAMES_BEFORE_OTHERS;
  return [...names.slice(0, NAMES_BEFORE_OTHERS), `${rest} others`];
}

export interface LikesProps {
  post: JournalPost;
  viewerId: number | undefined;
  onToggle: () => void;
  toggling: boolean;
}

export function Likes({ post, viewerId, onToggle, toggling }: LikesProps) {
  const { open, setOpen, buttonRef: countButton, rootRef: wrapper } = usePopover();
  const panelId = useId();
  const lines = likeLines(post.likes, viewerId);

  const count = post.like_count;
  const countText = count === 1 ? '1 like' : `${count.toLocaleString('en-US')} likes`;
  return (
    <div ref={wrapper} className="relative flex items-center gap-1">
      <button
        type="button"
        onClick={onToggle}
        disabled={toggling}
        aria-pressed={post.liked_by_me}
        className="inline-flex min-h-10 items-center gap-1.5 rounded-full px-2.5 text-sm font-semibold text-ink-muted hover:bg-surface-muted aria-pressed:text-purpose disabled:opacity-60"
      >
        <svg viewBox="0 0 20 20" className="size-5" aria-hidden="true" fill={post.liked_by_me ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="1.8">
          <path d="M10 16.5s-6.5-3.9-6.5-8.4A3.6 3.6 0 0 1 10 6a3.6 3.6 0 0 1 6.5 2.1c0 4.5-6.5 8.4-6.5 8.4Z" strokeLinejoin="round" />
        </svg>
        {post.liked_by_me ? 'Liked' : 'Like'}
      </button>
      <button
        ref={countButton}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={`${countText}, show who liked this`}
        onClick={() => setOpen((v) => !v)}
        className="inline-flex min-h-10 items-center rounded-full px-2.5 text-sm text-ink-muted underline-offset-2 hover:bg-surface-muted hover:underline"
      >
        {countText}
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute bottom-full left-0 z-20 mb-2 w-60 rounded-2xl border border-line bg-surface p-3 shadow-card"
      >
        <p className="mb-1 text-xs font-semibold tracking-wide text-ink-muted uppercase">Liked by</p>
        <ul className="flex flex-col gap-1 text-sm text-ink">
          {lines.map((line, index) => (
            <li key={`${index}-${line}`}>{line}</li>
          ))}
        </ul>
      </div>
    </div>
  );
}
