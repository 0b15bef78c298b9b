'use client';
// Client calls of My Journey (docs/leaderboards.md "My Journey"): the reflections wall, its likes and the summary.
import { useInfiniteQuery, useMutation, useQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { JOURNEY_WALL_PAGE_SIZE } from '@/lib/journal/constants';
import type { JournalLike, JournalLikeList, JournalPost, JournalPostList, JourneySummary } from '@/lib/journal/types';

export const journalKeys = {
  all: ['journal_posts'] as const,
  wall: ['journal_posts', 'wall', 'me'] as const,
  likes: (postId: number) => ['journal_posts', postId, 'likes'] as const,
  summary: ['journey', 'summary'] as const,
};

type Wall = InfiniteData<JournalPostList, number>;

/** GET /journal_posts, 30 at a time, newest first; "load more" fetches the next page. */
export function useJournalWall() {
  return useInfiniteQuery({
    queryKey: journalKeys.wall,
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      api.get<JournalPostList>('/journal_posts', { query: { page: pageParam, page_size: JOURNEY_WALL_PAGE_SIZE }, signal }),
    getNextPageParam: (last, _pages, pageParam) => (last.meta.links.next ? pageParam + 1 : undefined),
  });
}

export function useJourneySummary() {
  return useQuery({ queryKey: journalKeys.summary, queryFn: () => api.get<JourneySummary>('/journey/summary') });
}

/** Replaces (or drops, with null) one reflection in every loaded page, so the wall does not jump by refetching. */
function patchWall(data: Wall | undefined, id: number, next: JournalPost | null): Wall | undefined {
  if (!data) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      data: next ? page.data.map((p) => (p.id === id ? next : p)) : page.data.filter((p) => p.id !== id),
      meta: next ? page.meta : { ...page.meta, total_records: Math.max(0, page.meta.total_records - (page.data.some((p) => p.id === id) ? 1 : 0)) },
    })),
  };
}

export function useCreateReflection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) => api.post<JournalPost>('/journal_posts', { content }),
    onSuccess: (post) => {
      // The newest reflection goes first on the first page; later pages are refetched only when asked for.
      queryClient.setQueryData<Wall>(journalKeys.wall, (data) =>
        data
          ? { ...data, pages: data.pages.map((page, i) => (i === 0 ? { ...page, data: [post, ...page.data], meta: { ...page.meta, total_records: page.meta.total_records + 1 } } : page)) }
          : data,
      );
      // Page numbers shift by one after a write: refetch the loaded pages so "load more" neither repeats nor skips.
      void queryClient.invalidateQueries({ queryKey: journalKeys.wall });
      void queryClient.invalidateQueries({ queryKey: journalKeys.summary });
    },
  });
}

export function useUpdateReflection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, content }: { id: number; content: string }) => api.put<JournalPost>(`/journal_posts/${id}`, { content }),
    onSuccess: (post) => queryClient.setQueryData<Wall>(journalKeys.wall, (data) => patchWall(data, post.id, post)),
  });
}

export function useDeleteReflection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<void>(`/journal_posts/${id}`),
    onSuccess: (_nothing, id) => {
      queryClient.setQueryData<Wall>(journalKeys.wall, (data) => patchWall(data, id, null));
      void queryClient.invalidateQueries({ queryKey: journalKeys.wall });
      void queryClient.invalidateQueries({ queryKey: journalKeys.summary });
    },
  });
}

/** GET /journal_posts/{id}/likes, loaded when the likes popover opens. */
export function useReflectionLikes(postId: number, enabled: boolean) {
  return useQuery({
    queryKey: journalKeys.likes(postId),
    queryFn: () => api.get<JournalLikeList>(`/journal_posts/${postId}/likes`).then((page) => page.data),
    enabled,
  });
}

/** POST or DELETE /journal_posts/{id}/likes; the reflection is refetched so its count and names agree. */
export function useToggleLike() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ post }: { post: JournalPost }) => {
      if (post.liked_by_me) await api.delete<void>(`/journal_posts/${post.id}/likes`);
      else await api.post<JournalLike>(`/journal_posts/${post.id}/likes`);
      return api.get<JournalPost>(`/journal_posts/${post.id}`);
    },
    onSuccess: (post) => {
      queryClient.setQueryData<Wall>(journalKeys.wall, (data) => patchWall(data, post.id, post));
      queryClient.setQueryData(journalKeys.likes(post.id), post.likes);
    },
  });
}
