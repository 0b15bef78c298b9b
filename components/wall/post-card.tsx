'use client';
// One wall post: author, what it says, likes, comments and a comment form, and the actions the viewer may take.
// A reported post is hidden behind 'This post was reported' / 'Show post' unless the viewer may see flagged content
// (author, moderators, experts), who see it with a 'Reported' badge.
import { memo, useEffect, useRef, useState } from 'react';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { Badge } from '@/components/ui/badge';
import { MessageCircle } from '@/components/ui/icons';
import { Likes } from '@/components/likes/likes-popover';
import { useToggleLike } from '@/lib/query/wall';
import type { WallPost } from '@/lib/wall/types';
import { CommentForm } from './comment-form';
import { FlaggedNotice } from './flagged-notice';
import { PostAuthor, authorNameOf } from './post-author';
import { PostBody } from './post-body';
import { PostComments } from './post-comments';
import { PostMenu } from './post-menu';

export interface PostCardProps {
  post: WallPost;
  viewerId: number | undefined;
  /** The post's own page: every comment is here, and the post is not a link to itself. */
  standalone?: boolean;
  /** Open the comment form at once (?reply). */
  replyOpen?: boolean;
  highlightCommentId?: number | null;
  /** The comment count links to the post's page (/wall/post/{id}); not on the dashboard, which has none. */
  linkToPost?: boolean;
  /** In the wall's feed (role=feed): its place and the set's size (-1 while unknown); focusable for Page Down/Up.
   * Plain numbers, so an unchanged post is not rendered again when the feed renders (memo). */
  posinset?: number;
  setsize?: number;
}

/** Memoized: the feed renders again on every scroll step and measurement, and a post that has not changed (the query
 * cache keeps the same object) is skipped. */
export const PostCard = memo(function PostCard({ post, viewerId, standalone = false, replyOpen = false, highlightCommentId = null, linkToPost = true, posinset, setsize }: PostCardProps) {
  const t = useTranslations('wall');
  const [revealed, setRevealed] = useState(false);
  const [replying, setReplying] = useState(replyOpen);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const like = useToggleLike(viewerId);
  const name = authorNameOf(post, t);
  const hidden = post.is_flagged && !post.abilities.view_flagged && !revealed;
  const headingId = `post-${post.id}-author`;
  const commentText = t('commentCount', { count: post.comment_count });

  // ?reply on the post's page: the form is open and has focus, unless a comment is being pointed at.
  useEffect(() => {
    if (replyOpen && highlightCommentId === null) inputRef.current?.focus();
  }, [replyOpen, highlightCommentId]);

  const openReply = () => {
    setReplying(true);
    // The form mounts on this render; focus it on the next frame.
    requestAnimationFrame(() => inputRef.current?.focus());
  };

  return (
    <article
      id={`post-${post.id}`}
      aria-labelledby={headingId}
      aria-posinset={posinset}
      aria-setsize={setsize}
      tabIndex={posinset !== undefined ? -1 : undefined}
      className="flex flex-col gap-4 rounded-3xl border border-line bg-surface p-4 shadow-card sm:p-6"
    >
      <header className="flex items-start justify-between gap-2">
        <PostAuthor
          post={post}
          headingId={headingId}
          aside={post.is_flagged && post.abilities.view_flagged ? <Badge tone="danger">{t('reportedBadge')}</Badge> : null}
        />
        <PostMenu post={post} viewerId={viewerId} authorName={name} />
      </header>

      {hidden ? <FlaggedNotice kind="post" onReveal={() => setRevealed(true)} /> : <PostBody post={post} authorName={name} />}

      <footer className="flex flex-wrap items-center gap-x-1 gap-y-2 border-t border-line pt-2">
        <Likes post={post} viewerId={viewerId} toggling={like.isPending} onToggle={() => like.mutate(post)} subject={t('likeSubjectPost', { name })} />
        <button
          type="button"
          onClick={openReply}
          aria-expanded={replying}
          className="inline-flex min-h-10 items-center gap-1.5 rounded-full px-2.5 text-sm font-semibold text-ink-muted hover:bg-surface-muted"
        >
          <MessageCircle className="size-5" aria-hidden="true" />
          {/* The icon alone on a phone, so the footer stays on one line; the name is always whole. */}
          <span className="max-sm:sr-only">{t('commentButton')}</span>
          <span className="sr-only">{t('commentOnPostSr', { name })}</span>
        </button>
        {standalone || !linkToPost ? (
          <span className="ms-auto px-2.5 text-sm text-ink-muted">{commentText}</span>
        ) : (
          <Link href={`/wall/post/${post.id}`} className="ms-auto inline-flex min-h-10 items-center rounded-full px-2.5 text-sm text-ink-muted underline-offset-2 hover:underline">
            {commentText}
            <span className="sr-only">{t('commentOnPostSr', { name })}</span>
          </Link>
        )}
      </footer>

      <PostComments post={post} viewerId={viewerId} complete={standalone} highlightId={highlightCommentId} />
      {replying ? <CommentForm parent={post} inputRef={inputRef} /> : null}
    </article>
  );
});
