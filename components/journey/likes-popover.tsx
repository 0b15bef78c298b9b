'use client';
// Likes of a reflection: a like toggle and a popover of who liked it. The list rules are the original product's:
// the current user first as 'You'; no likes → 'Be the first!'; up to 10 names all shown; more → the first 9 and
// '{n} others'.
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { cn } from '@/components/ui/cn';
import { Heart } from '@/components/ui/icons';
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
  const lines = likeLines(post.likes, viewerId);
  const count = post.like_count;
  const countText = count === 1 ? '1 like' : `${count.toLocaleString('en-US')} likes`;
  return (
    <div className="relative flex items-center gap-1">
      <button
        type="button"
        onClick={onToggle}
        disabled={toggling}
        aria-pressed={post.liked_by_me}
        className="inline-flex min-h-10 items-center gap-1.5 rounded-full px-2.5 text-sm font-semibold text-ink-muted hover:bg-surface-muted aria-pressed:text-purpose disabled:opacity-60"
      >
        <Heart className={cn('size-5', post.liked_by_me && 'fill-current')} aria-hidden="true" />
        {post.liked_by_me ? 'Liked' : 'Like'}
      </button>
      <Popover>
        <PopoverTrigger
          aria-label={`${countText}, show who liked this`}
          className="inline-flex min-h-10 items-center rounded-full px-2.5 text-sm text-ink-muted underline-offset-2 hover:bg-surface-muted hover:underline"
        >
          {countText}
        </PopoverTrigger>
        {/* In place, not in a portal: the names belong to this reflection's card. */}
        <PopoverContent portal={false} side="top" aria-label="Liked by" className="w-60 p-3">
          <p className="mb-1 text-xs font-semibold tracking-wide text-ink-muted uppercase">Liked by</p>
          <ul className="flex flex-col gap-1 text-sm text-ink">
            {lines.map((line, index) => (
              <li key={`${index}-${line}`}>{line}</li>
            ))}
          </ul>
        </PopoverContent>
      </Popover>
    </div>
  );
}
