'use client';
// Client calls of the wall (social-engagement.md "Wall"): lists per tab, one post with all its comments, writing,
// likes, reports, deletes, tags and follows. Writes patch every cached copy of the post (lib/query/wall-cache.ts)
// instead of refetching the lists, so the page does not move under the reader.
import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api-client';
import type { ListResponse } from '@/lib/list-response';
import type { Follow, FollowList, TaggableFriend, TagRemoval, WallLike, WallPost, WallPostList } from '@/lib/wall/types';
import type { CreatePostInput } from '@/lib/wall/schemas';
import { queryKeys, type WallListParams } from './keys';
import { findPost, patchPost, prependPost, type WallPages } from './wall-cache';
import { useWallPromotionId } from './wall-scope';
import type { WallPromotion } from '@/lib/wall/types';
export type { WallPromotion };

export type { WallListParams } from './keys';

const scoped = (promotionId: number | undefined) => (promotionId === undefined ? {} : { promotion_id: promotionId });

/** GET /posts for one tab, `pageSize` at a time, newest first; "load more" (or scrolling) reads the next page. */
export function useWallPosts(params: WallListParams) {
  return useInfiniteQuery({
    queryKey: queryKeys.wall.list(params),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      api.get<WallPostList>('/posts', {
        query: {
          page: pageParam,
          page_size: params.pageSize,
          filter: params.filter,
          user_id: params.userId,
          search: params.search || undefined,
          wallable_type: params.wallableType,
          wallable_id: params.wallableId,
          ...scoped(params.promotionId),
        },
        signal,
      }),
    getNextPageParam: (last, _pages, pageParam) => (last.meta.links.next ? pageParam + 1 : undefined),
    // A new search keeps the previous results on screen (dimmed) until its own arrive.
    placeholderData: keepPreviousData,
  });
}

/** GET /posts/{id}: the post with every comment (the post page, "Show all N comments"). */
export function usePost(id: number, enabled = true) {
  const promotionId = useWallPromotionId();
  return useQuery({
    queryKey: queryKeys.wall.detail(id, promotionId),
    queryFn: ({ signal }) => api.get<WallPost>(`/posts/${id}`, { query: scoped(promotionId), signal }),
    enabled,
  });
}

export type NewPost = Pick<CreatePostInput, 'content'> & Partial<Omit<CreatePostInput, 'content'>>;

/**
 * POST /posts. A top-level post goes first in `list` at once; a comment joins its parent's comments everywhere.
 * Then the loaded pages are read again in the background: page boundaries shift by one after a write.
 */
export function useCreatePost(list?: WallListParams) {
  const queryClient = useQueryClient();
  const promotionId = useWallPromotionId();
  return useMutation({
    mutationFn: (input: NewPost) => api.post<WallPost>('/posts', input, { query: scoped(promotionId) }),
    onSuccess: (post) => {
      if (post.parent_post_id !== null) {
        patchPost(queryClient, post.parent_post_id, (parent) =>
          parent.posts.some((c) => c.id === post.id) ? parent : { ...parent, posts: [...parent.posts, post], comment_count: parent.comment_count + 1 },
        );
        return;
      }
      if (list) {
        queryClient.setQueryData<WallPages>(queryKeys.wall.list(list), (data) => prependPost(data, post));
        void queryClient.invalidateQueries({ queryKey: queryKeys.wall.list(list) });
      }
    },
  });
}

/** Likes toggle per user: POST /likes, or DELETE /likes/{id} of the viewer's own like. Failures are ignored silently
 *  (the spec), so the post is put back as it was. */
export function useToggleLike(viewerId: number | undefined) {
  const queryClient = useQueryClient();
  const promotionId = useWallPromotionId();
  return useMutation({
    mutationFn: async (post: WallPost) => {
      const mine = post.likes.find((like) => like.user_id === viewerId);
      if (post.liked_by_me) {
        if (mine) {
          await api.delete<void>(`/likes/${mine.id}`, { query: scoped(promotionId) }).catch((error: unknown) => {
            if (!(error instanceof ApiError && error.status === 404)) throw error; // already gone is gone
          });
        }
        return { post, like: null };
      }
      const like = await api.post<WallLike>('/likes', { likeable_type: 'Post', likeable_id: post.id }, { query: scoped(promotionId) });
      return { post, like };
    },
    onMutate: (post) => {
      patchPost(queryClient, post.id, (p) =>
        p.liked_by_me
          ? { ...p, liked_by_me: false, like_count: Math.max(0, p.like_count - 1), likes: p.likes.filter((l) => l.user_id !== viewerId) }
          : { ...p, liked_by_me: true, like_count: p.like_count + 1 },
      );
      return { before: post };
    },
    onSuccess: ({ like }) => {
      if (!like) return;
      patchPost(queryClient, like.likeable_id, (p) => ({ ...p, likes: [like, ...p.likes.filter((l) => l.id !== like.id && l.user_id !== like.user_id)] }));
    },
    onError: (_error, _post, context) => {
      if (context) patchPost(queryClient, context.before.id, (p) => ({ ...p, liked_by_me: context.before.liked_by_me, like_count: context.before.like_count, likes: context.before.likes }));
    },
  });
}

/** A like from someone else (newLikeCreated): added to the post's list and count where the post is cached. */
export function applyLiveLike(queryClient: ReturnType<typeof useQueryClient>, like: WallLike, viewerId: number | undefined): void {
  if (like.user_id === viewerId || !findPost(queryClient, like.likeable_id)) return;
  patchPost(queryClient, like.likeable_id, (p) =>
    p.likes.some((l) => l.id === like.id || l.user_id === like.user_id) ? p : { ...p, likes: [...p.likes, like], like_count: p.like_count + 1 },
  );
}

/** PUT /posts/{id}: report (is_flagged true, flagged_by = the viewer, and the reason when one was chosen) or unreport. */
export function useFlagPost(viewerId: number | undefined) {
  const queryClient = useQueryClient();
  const promotionId = useWallPromotionId();
  return useMutation({
    mutationFn: ({ post, flagged, reason }: { post: WallPost; flagged: boolean; reason?: string | null }) =>
      api.put<WallPost>(`/posts/${post.id}`, flagged ? { is_flagged: true, flagged_by: viewerId, ...(reason ? { reason } : {}) } : { is_flagged: false }, { query: scoped(promotionId) }),
    // The answer has the post's first comments only; keep the comments already on screen.
    onSuccess: (next) => patchPost(queryClient, next.id, (p) => ({ ...next, posts: p.posts, comment_count: p.comment_count })),
  });
}

/** DELETE /posts/{id}: gone from every list (or from its parent's comments). */
export function useDeletePost() {
  const queryClient = useQueryClient();
  const promotionId = useWallPromotionId();
  return useMutation({
    mutationFn: (post: WallPost) => api.delete<void>(`/posts/${post.id}`, { query: scoped(promotionId) }),
    onSuccess: (_nothing, post) => {
      patchPost(queryClient, post.id, () => null);
      queryClient.removeQueries({ queryKey: queryKeys.wall.detail(post.id, promotionId) });
    },
  });
}

/** DELETE /posts/{id}/tags/{user_id}: the tagged viewer takes their own tag off. */
export function useRemoveTag(viewerId: number | undefined) {
  const queryClient = useQueryClient();
  const promotionId = useWallPromotionId();
  return useMutation({
    mutationFn: (post: WallPost) => api.delete<TagRemoval>(`/posts/${post.id}/tags/${viewerId}`, { query: scoped(promotionId) }),
    onSuccess: (answer, post) =>
      patchPost(queryClient, post.id, (p) => ({ ...p, tagged_users: answer?.tagged_users ?? p.tagged_users.filter((u) => u.id !== viewerId), abilities: { ...p.abilities, remove_tag: false } })),
  });
}

/** GET /users/me/follows: the synthetic All Following entry first, then each followed person. */
export function useFollows() {
  const promotionId = useWallPromotionId();
  return useQuery({
    queryKey: queryKeys.wall.follows(promotionId),
    queryFn: ({ signal }) => api.get<FollowList>('/users/me/follows', { query: scoped(promotionId), signal }).then((list) => list.data),
  });
}

/** POST /users/me/follows {id} or DELETE /follows/{id}; every post by that author says so at once. */
export function useFollowAuthor() {
  const queryClient = useQueryClient();
  const promotionId = useWallPromotionId();
  return useMutation({
    mutationFn: async ({ userId, follow }: { userId: number; follow: boolean }) => {
      if (follow) await api.post<Follow>('/users/me/follows', { id: userId }, { query: scoped(promotionId) });
      else await api.delete<void>(`/follows/${userId}`, { query: scoped(promotionId) });
    },
    onSuccess: (_nothing, { userId, follow }) => {
      const mark = (posts: WallPost[]) => posts.filter((p) => p.user.id === userId).map((p) => p.id);
      const ids = new Set<number>();
      for (const [, data] of queryClient.getQueriesData<WallPages>({ queryKey: queryKeys.wall.lists })) {
        data?.pages.forEach((page) => mark(page.data.flatMap((p) => [p, ...p.posts])).forEach((id) => ids.add(id)));
      }
      for (const [, post] of queryClient.getQueriesData<WallPost>({ queryKey: queryKeys.wall.details })) {
        if (post) mark([post, ...post.posts]).forEach((id) => ids.add(id));
      }
      ids.forEach((id) => patchPost(queryClient, id, (p) => ({ ...p, following_author: follow })));
      void queryClient.invalidateQueries({ queryKey: queryKeys.wall.follows(promotionId) });
    },
  });
}

/** GET /friendships?status=A&page_size=0: the accepted friends, whom the tag dialog offers. */
export function useTaggableFriends(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.wall.friends,
    queryFn: ({ signal }) =>
      api
        .get<ListResponse<Pick<TaggableFriend, 'friendee'>>>('/friendships', { query: { status: 'A', page_size: 0 }, signal })
        .then((list) => list.data.map((f) => f.friendee)),
    enabled,
  });
}


/** GET /wall/promotions: the wall-enabled promotions an expert may post to (the dashboard's promotion switcher). */
export function useWallPromotions(enabled = true) {
  return useQuery({
    enabled,
    queryKey: queryKeys.wall.expertPromotions,
    queryFn: ({ signal }) => api.get<ListResponse<WallPromotion>>('/wall/promotions', { signal }).then((list) => list.data),
    staleTime: 5 * 60_000,
  });
}
