'use client';
// Patching the wall's cached posts in place (every loaded list page, every opened post), so a like, a report, a
// delete or a new comment shows at once without a refetch that would move the page under the reader.
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { WallPost, WallPostList } from '@/lib/wall/types';
import { queryKeys } from './keys';

export type WallPages = InfiniteData<WallPostList, number>;

/** The post `id` (a top-level post or one of its comments) passed through `update`; null drops it. */
function patchTree(post: WallPost, id: number, update: (post: WallPost) => WallPost | null): WallPost {
  if (!post.posts.some((c) => c.id === id || c.posts.length > 0)) return post;
  let removed = 0;
  const posts = post.posts.flatMap((comment) => {
    if (comment.id !== id) return [patchTree(comment, id, update)];
    const next = update(comment);
    if (next === null) removed += 1;
    return next ? [next] : [];
  });
  return { ...post, posts, comment_count: Math.max(0, post.comment_count - removed) };
}

function patchOne(post: WallPost, id: number, update: (post: WallPost) => WallPost | null): WallPost | null {
  return post.id === id ? update(post) : patchTree(post, id, update);
}

function patchPages(data: WallPages | undefined, id: number, update: (post: WallPost) => WallPost | null): WallPages | undefined {
  if (!data) return data;
  return {
    ...data,
    pages: data.pages.map((page) => {
      const had = page.data.some((p) => p.id === id);
      const next = page.data.flatMap((p) => {
        const patched = patchOne(p, id, update);
        return patched ? [patched] : [];
      });
      const dropped = had && next.length < page.data.length;
      return { ...page, data: next, meta: dropped ? { ...page.meta, total_records: Math.max(0, page.meta.total_records - 1) } : page.meta };
    }),
  };
}

/** Applies `update` to post `id` wherever it is cached: in any wall list, any opened post, or among their comments. */
export function patchPost(queryClient: QueryClient, id: number, update: (post: WallPost) => WallPost | null): void {
  queryClient.setQueriesData<WallPages>({ queryKey: queryKeys.wall.lists }, (data) => patchPages(data, id, update));
  queryClient.setQueriesData<WallPost>({ queryKey: queryKeys.wall.details }, (post) => (post ? (patchOne(post, id, update) ?? post) : post));
}

/** Every cached copy of a post, top level or comment (the first found), for reading its current likes. */
export function findPost(queryClient: QueryClient, id: number): WallPost | undefined {
  const search = (posts: WallPost[]): WallPost | undefined => {
    for (const post of posts) {
      if (post.id === id) return post;
      const inner = search(post.posts);
      if (inner) return inner;
    }
    return undefined;
  };
  for (const [, data] of queryClient.getQueriesData<WallPages>({ queryKey: queryKeys.wall.lists })) {
    const found = data && search(data.pages.flatMap((page) => page.data));
    if (found) return found;
  }
  for (const [, post] of queryClient.getQueriesData<WallPost>({ queryKey: queryKeys.wall.details })) {
    const found = post && search([post]);
    if (found) return found;
  }
  return undefined;
}

/** Puts a new top-level post first on the first page of one list (the user's own post appears at once). */
export function prependPost(data: WallPages | undefined, post: WallPost): WallPages | undefined {
  if (!data || data.pages.some((page) => page.data.some((p) => p.id === post.id))) return data;
  return {
    ...data,
    pages: data.pages.map((page, i) =>
      i === 0 ? { ...page, data: [post, ...page.data], meta: { ...page.meta, total_records: page.meta.total_records + 1 } } : page,
    ),
  };
}

/** Keeps only the first page, so the next refetch reads page 1 alone (the "new posts" bar, a reconnect). */
export function firstPageOnly(data: WallPages | undefined): WallPages | undefined {
  if (!data || data.pages.length <= 1) return data;
  return { pages: data.pages.slice(0, 1), pageParams: data.pageParams.slice(0, 1) };
}
