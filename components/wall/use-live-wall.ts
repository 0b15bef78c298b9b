'use client';
// The wall live (social-engagement.md "Posts", "Real-time socket"): others' new posts on this wall wait behind a
// "N new posts" button until accepted (then page 1 is read again); the viewer's own appear at once; a comment joins
// its parent (re-read with all its comments) and bumps its count; a like updates the list and count in place. After
// a reconnect page 1 is read again, since events may have been missed meanwhile.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys, type WallListParams } from '@/lib/query/keys';
import { applyLiveLike } from '@/lib/query/wall';
import { findPost, firstPageOnly, patchPost, type WallPages } from '@/lib/query/wall-cache';
import { useRealtimeEvent } from '@/lib/realtime/use-realtime';
import { useRealtimeReconnect } from '@/lib/realtime/use-realtime-reconnect';
import { COMMENTS_SHOWN } from '@/lib/wall/constants';
import type { WallPost } from '@/lib/wall/types';

export interface LiveWallOptions {
  list: WallListParams;
  viewerId: number | undefined;
  /** The promotion whose wall this is: only its top-level posts are queued. */
  promotionId: number | undefined;
  /** Others' posts belong in this list (the All tab without a search); elsewhere they are not queued. */
  queuesNewPosts: boolean;
}

export function useLiveWall({ list, viewerId, promotionId, queuesNewPosts }: LiveWallOptions) {
  const queryClient = useQueryClient();
  const [queued, setQueued] = useState<number[]>([]);
  const key = queryKeys.wall.list(list);

  // The key is rebuilt each render from the same params: read the latest through a ref.
  const keyRef = useRef(key);
  useEffect(() => {
    keyRef.current = key;
  });

  const readFirstPage = useCallback(() => {
    queryClient.setQueryData<WallPages>(keyRef.current, firstPageOnly);
    void queryClient.invalidateQueries({ queryKey: keyRef.current, exact: true });
    // Opened posts may have missed comments and likes too.
    void queryClient.invalidateQueries({ queryKey: queryKeys.wall.details });
  }, [queryClient]);

  useRealtimeEvent('newPostCreated', (event) => {
    if (!event || typeof event.id !== 'number') return;
    if (event.parent_post_id !== null) {
      const parentId = event.parent_post_id;
      if (!findPost(queryClient, parentId) || findPost(queryClient, event.id)) return;
      void queryClient
        .fetchQuery({
          queryKey: queryKeys.wall.detail(parentId, list.promotionId),
          queryFn: () => api.get<WallPost>(`/posts/${parentId}`, { query: list.promotionId ? { promotion_id: list.promotionId } : {} }),
          staleTime: 0,
        })
        .then((full) =>
          patchPost(queryClient, parentId, (p) => ({
            ...p,
            comment_count: full.comment_count,
            // A short thread shows the new comment in place; a longer one counts it behind "Show all".
            posts: p.posts.length < COMMENTS_SHOWN ? full.posts.slice(0, COMMENTS_SHOWN) : p.posts,
          })),
        )
        .catch(() => undefined);
      return;
    }
    if (event.wallable_type !== 'Promotion' || (promotionId !== undefined && event.wallable_id !== promotionId)) return;
    if (findPost(queryClient, event.id)) return;
    if (event.user_id === viewerId) {
      // Written in another tab: this one shows it too, at once.
      if (list.filter === 'all' || list.filter === 'my') readFirstPage();
      return;
    }
    if (queuesNewPosts) setQueued((ids) => (ids.includes(event.id) ? ids : [...ids, event.id]));
  });

  useRealtimeEvent('newLikeCreated', (like) => {
    if (like && typeof like.likeable_id === 'number') applyLiveLike(queryClient, like, viewerId);
  });

  useRealtimeReconnect(readFirstPage);

  const accept = useCallback(() => {
    setQueued([]);
    readFirstPage();
  }, [readFirstPage]);

  return { queuedCount: queued.length, accept };
}
