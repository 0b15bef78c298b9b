'use client';
// A post's comments: the first two (oldest first) on the wall, every one after 'Show all N comments' (read with
// GET /posts/{id}) or on the post's own page; the one a reply link points at is highlighted for 4 seconds.
import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import { Spinner } from '@/components/ui/spinner';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/components/ui/cn';
import { Likes } from '@/components/likes/likes-popover';
import { usePost, useToggleLike } from '@/lib/query/wall';
import { REPLY_HIGHLIGHT_MS } from '@/lib/wall/constants';
import type { WallPost } from '@/lib/wall/types';
import { FlaggedNotice } from './flagged-notice';
import { PostAuthor, authorNameOf } from './post-author';
import { PostBody } from './post-body';
import { PostMenu } from './post-menu';

function Comment({ comment, viewerId, highlighted }: { comment: WallPost; viewerId: number | undefined; highlighted: boolean }) {
  const t = useTranslations('wall');
  const [revealed, setRevealed] = useState(false);
  const like = useToggleLike(viewerId);
  const name = authorNameOf(comment, t);
  const hidden = comment.is_flagged && !comment.abilities.view_flagged && !revealed;
  return (
    <li
      id={`comment-${comment.id}`}
      aria-labelledby={`comment-${comment.id}-author`}
      data-highlighted={highlighted || undefined}
      className={cn(
        'scroll-mt-24 rounded-2xl p-3 transition-colors duration-700',
        highlighted ? 'bg-brand-softer ring-2 ring-brand' : 'bg-surface-muted',
      )}
    >
      <div className="flex items-start justify-between gap-2">
        <PostAuthor
          post={comment}
          headingId={`comment-${comment.id}-author`}
          compact
          aside={comment.is_flagged && comment.abilities.view_flagged ? <Badge tone="danger">{t('reportedBadge')}</Badge> : null}
        />
        <PostMenu post={comment} viewerId={viewerId} authorName={name} />
      </div>
      <div className="mt-2 ps-11 text-sm">
        {hidden ? <FlaggedNotice kind="comment" onReveal={() => setRevealed(true)} /> : <PostBody post={comment} authorName={name} />}
        <div className="-ms-2.5 mt-1">
          <Likes post={comment} viewerId={viewerId} toggling={like.isPending} onToggle={() => like.mutate(comment)} subject={t('likeSubjectComment', { name })} size="sm" />
        </div>
      </div>
    </li>
  );
}

export interface PostCommentsProps {
  post: WallPost;
  viewerId: number | undefined;
  /** All comments are already here (the post's own page). */
  complete?: boolean;
  highlightId?: number | null;
}

export function PostComments({ post, viewerId, complete = false, highlightId = null }: PostCommentsProps) {
  const t = useTranslations('wall');
  const [expanded, setExpanded] = useState(false);
  const full = usePost(post.id, expanded && !complete);
  // The highlight holds for REPLY_HIGHLIGHT_MS, then this id counts as done.
  const [doneId, setDoneId] = useState<number | null>(null);
  const highlight = highlightId !== doneId ? highlightId : null;
  const comments = complete ? post.posts : expanded && full.data ? full.data.posts : post.posts;
  const hiddenCount = complete ? 0 : post.comment_count - comments.length;

  useEffect(() => {
    if (highlight === null) return;
    document.getElementById(`comment-${highlight}`)?.scrollIntoView({ block: 'center', behavior: 'smooth' });
    const timer = setTimeout(() => setDoneId(highlight), REPLY_HIGHLIGHT_MS);
    return () => clearTimeout(timer);
  }, [highlight, comments.length]);

  if (comments.length === 0 && hiddenCount <= 0) return null;
  return (
    <section aria-label={t('commentsOnPost', { name: authorNameOf(post, t) })} className="flex flex-col gap-2">
      {hiddenCount > 0 && !expanded ? (
        <button type="button" onClick={() => setExpanded(true)} className="self-start rounded-full px-2 py-1 text-sm font-semibold text-brand-strong underline-offset-2 hover:underline">
          {t('showAllComments', { count: post.comment_count })}
        </button>
      ) : null}
      {expanded && full.isPending ? <Spinner label={t('loadingComments')} className="size-5" /> : null}
      <ul className="flex flex-col gap-2">
        {comments.map((comment) => (
          <Comment key={comment.id} comment={comment} viewerId={viewerId} highlighted={highlight === comment.id} />
        ))}
      </ul>
    </section>
  );
}
