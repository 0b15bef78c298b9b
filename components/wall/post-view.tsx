'use client';
// One post on its own page (/wall/post/{id}): breadcrumb 'All Posts' › '{poster} Post', the post with every comment,
// ?reply opening the comment form, and ?reply={commentId} or #comment-{id} highlighting that comment for 4 seconds.
import { useEffect, useState } from 'react';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useQueryClient } from '@tanstack/react-query';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { LoadingBlock, LoadError } from '@/components/feedback/load-states';
import { EmptyState } from '@/components/ui/empty-state';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/query/users';
import { queryKeys } from '@/lib/query/keys';
import { applyLiveLike, usePost } from '@/lib/query/wall';
import { useRealtimeEvent } from '@/lib/realtime/use-realtime';
import { useRealtimeReconnect } from '@/lib/realtime/use-realtime-reconnect';
import { PostCard } from './post-card';
import { authorNameOf } from './post-author';

function highlightFromHash(): number | null {
  const match = /^#comment-(\d+)$/.exec(window.location.hash);
  return match ? Number(match[1]) : null;
}

export function PostView({ id, reply }: { id: number; reply: string | null }) {
  const t = useTranslations('wall');
  const post = usePost(id);
  const viewerId = useCurrentUser().data?.id;
  const queryClient = useQueryClient();
  const fromReply = reply && /^\d+$/.test(reply) ? Number(reply) : null;
  const [highlight, setHighlight] = useState<number | null>(fromReply);

  useEffect(() => {
    const read = () => setHighlight(highlightFromHash() ?? fromReply);
    read();
    window.addEventListener('hashchange', read);
    return () => window.removeEventListener('hashchange', read);
  }, [fromReply]);

  useRealtimeEvent('newPostCreated', (event) => {
    if (event?.parent_post_id === id) void queryClient.invalidateQueries({ queryKey: queryKeys.wall.detail(id, undefined) });
  });
  useRealtimeEvent('newLikeCreated', (like) => {
    if (like && typeof like.likeable_id === 'number') applyLiveLike(queryClient, like, viewerId);
  });
  useRealtimeReconnect(() => void post.refetch());

  const name = post.data ? authorNameOf(post.data, t) : null;
  return (
    <div className="flex flex-col gap-5">
      <Breadcrumb trail={[{ href: '/wall/all', label: t('crumbAllPosts') }]} current={name ? t('crumbNamedPost', { name }) : t('metaPost')} />
      {post.isPending ? <LoadingBlock label={t('loadingPost')} /> : null}
      {post.isError && post.error instanceof ApiError && post.error.status === 404 ? (
        <EmptyState
          title={t('postGoneTitle')}
          action={
            <Button asChild variant="secondary">
              <Link href="/wall/all">{t('backToAllPosts')}</Link>
            </Button>
          }
        >
          <p className="mt-1">{t('postGoneBody')}</p>
        </EmptyState>
      ) : post.isError ? (
        <LoadError title={t('postLoadError')} error={post.error} onRetry={() => void post.refetch()} />
      ) : null}
      {post.data ? <PostCard post={post.data} viewerId={viewerId} standalone replyOpen={reply !== null} highlightCommentId={highlight} /> : null}
    </div>
  );
}
