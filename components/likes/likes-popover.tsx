'use client';
// Likes of an item (a reflection, a wall post, a comment): a like toggle and a popover of who liked it. The list
// rules are the spec's ("User popup and likes popover"): the current user first as 'You'; names de-duplicated;
// no likes → 'Be the first!'; up to 10 names all shown; more → the first 9 and '{n} others'.
import { useTranslations } from 'next-intl';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { cn } from '@/components/ui/cn';
import { Heart } from '@/components/ui/icons';

const ALL_NAMES_UP_TO = 10;
const NAMES_BEFORE_OTHERS = 9;

/** What the rules need of a like: who gave it. */
export interface LikeRecord {
  user_id: number;
  user: { profile: { full_name: string } };
}

/** What the toggle needs of the liked item. */
export interface Likeable {
  likes: LikeRecord[];
  like_count: number;
  liked_by_me: boolean;
}

/** The lines of the popover. */
export function likeLines(likes: LikeRecord[], viewerId: number | undefined, t: ReturnType<typeof useTranslations<'likes'>>): string[] {
  const seen = new Set<number>();
  const unique = likes.filter((like) => (seen.has(like.user_id) ? false : (seen.add(like.user_id), true)));
  if (unique.length === 0) return [t('beFirst')];
  const mine = unique.filter((like) => like.user_id === viewerId);
  const others = unique.filter((like) => like.user_id !== viewerId);
  const names = [...mine.map(() => t('you')), ...others.map((like) => like.user.profile.full_name || t('someone'))];
  if (names.length <= ALL_NAMES_UP_TO) return names;
  const rest = names.length - NAMES_BEFORE_OTHERS;
  return [...names.slice(0, NAMES_BEFORE_OTHERS), t('others', { count: rest })];
}

export interface LikesProps {
  post: Likeable;
  viewerId: number | undefined;
  onToggle: () => void;
  toggling: boolean;
  /** What is liked, a noun phrase in the reader's language, for the buttons' names ("Like Ana’s comment"); the visible text stays Like / Liked. */
  subject?: string;
  size?: 'md' | 'sm';
  /** No "0 likes" (one's own private reflection: nobody else can see it, so a zero count only reads as a rebuke). */
  hideZeroCount?: boolean;
}

export function Likes({ post, viewerId, onToggle, toggling, subject, size = 'md', hideZeroCount = false }: LikesProps) {
  const t = useTranslations('likes');
  const lines = likeLines(post.likes, viewerId, t);
  const count = post.like_count;
  const countText = t('likeCount', { count });
  const height = size === 'sm' ? 'min-h-9' : 'min-h-10';
  return (
    <div className="relative flex items-center gap-1">
      <button
        type="button"
        onClick={onToggle}
        disabled={toggling}
        aria-pressed={post.liked_by_me}
        aria-label={subject ? t('likeSubject', { subject }) : undefined}
        className={`inline-flex ${height} items-center gap-1.5 rounded-full px-2.5 text-sm font-semibold text-ink-muted hover:bg-surface-muted aria-pressed:text-purpose disabled:opacity-60`}
      >
        <Heart className={cn('size-5', post.liked_by_me && 'fill-current')} aria-hidden="true" />
        {post.liked_by_me ? t('liked') : t('like')}
      </button>
      {hideZeroCount && count === 0 ? null : (
        <Popover>
          <PopoverTrigger
            aria-label={subject ? t('showWhoLiked', { likes: countText, subject }) : t('showWhoLikedThis', { likes: countText })}
            className={`inline-flex ${height} items-center rounded-full px-2.5 text-sm text-ink-muted underline-offset-2 hover:bg-surface-muted hover:underline`}
          >
            {countText}
          </PopoverTrigger>
          {/* In place, not in a portal: the names belong to this item's card. */}
          <PopoverContent portal={false} side="top" aria-label={t('likedBy')} className="w-60 p-3">
            <p className="mb-1 text-xs font-semibold tracking-wide text-ink-muted uppercase">{t('likedBy')}</p>
            <ul className="flex flex-col gap-1 text-sm text-ink">
              {lines.map((line, index) => (
                <li key={`${index}-${line}`}>{line}</li>
              ))}
            </ul>
          </PopoverContent>
        </Popover>
      )}
    </div>
  );
}
