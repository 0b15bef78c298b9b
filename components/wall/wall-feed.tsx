'use client';
// One wall list: the search, the composer (All tab only), the "N new posts" bar, the posts with infinite scroll and
// a 'Load more' button, and its loading, empty and error states. The posts are a virtualized feed (post-feed.tsx).
import { useCallback, useDeferredValue, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { ArrowRight } from '@/components/ui/icons';
import { LoadError } from '@/components/feedback/load-states';
import { useCurrentUser } from '@/lib/query/users';
import { useTaggableFriends, useWallPosts, type WallListParams } from '@/lib/query/wall';
import type { WallFilter } from '@/lib/wall/constants';
import { PostFeed, topOf } from './post-feed';
import { PostComposer } from './post-composer';
import { useLiveWall } from './use-live-wall';
import { NoFriendsEmpty, WallEmpty } from './wall-empty';
import { WallSearch } from './wall-search';

export interface WallFeedProps {
  filter: WallFilter;
  pageSize: number;
  /** The wall's promotion (its top-level posts are the ones queued live). */
  promotionId: number | undefined;
  /** On the dashboard host: sent as promotion_id with every call. */
  dashboardPromotionId?: number;
  userId?: number;
  crumbName?: string;
  composer: boolean;
  friendsLabel: string;
  /** Tagging offered in the composer (the friends feature). */
  canTag: boolean;
  locationName: string | null;
  linkToPost?: boolean;
  /** Shown above the list (the expert's promotion switcher). */
  toolbar?: ReactNode;
}

function PostSkeleton() {
  return (
    <div className="flex flex-col gap-4 rounded-3xl border border-line bg-surface p-4 sm:p-6">
      <div className="flex items-center gap-3">
        <Skeleton className="size-11 rounded-full" />
        <div className="flex flex-1 flex-col gap-2">
          <Skeleton className="h-4 w-40" />
          <Skeleton className="h-3 w-24" />
        </div>
      </div>
      <Skeleton className="h-16 w-full" />
    </div>
  );
}

export function WallFeed(props: WallFeedProps) {
  const t = useTranslations('wall');
  const { filter, pageSize, promotionId, dashboardPromotionId, userId, crumbName, composer, friendsLabel, canTag, locationName, linkToPost = true } = props;
  const [search, setSearch] = useState('');
  const onSearch = useCallback((text: string) => setSearch(text), []);
  const viewer = useCurrentUser().data;
  const viewerId = viewer?.id;
  const list: WallListParams = { filter, pageSize, ...(userId ? { userId } : {}), ...(search ? { search } : {}), ...(dashboardPromotionId ? { promotionId: dashboardPromotionId } : {}) };
  const posts = useWallPosts(list);
  // The posts are drawn from a deferred copy of the answer: the first page's arrival, a next page or a search renders
  // its posts in a background render that React splits into short slices (a query's update alone is rendered in one
  // blocking task, which on a phone was the wall's longest), while the skeleton or the previous posts stay meanwhile.
  // Its initial value is null even when the page came with its first posts (the server's prefetch): the server and
  // hydration render the skeleton, and the posts follow in that background render instead of hydrating in one task.
  const data = useDeferredValue(posts.data ?? null, null);
  const loading = data === null && !posts.isError;
  const live = useLiveWall({ list, viewerId, promotionId, queuesNewPosts: filter === 'all' && !search && !userId });
  const sentinel = useRef<HTMLDivElement>(null);
  const listArea = useRef<HTMLDivElement>(null);
  // Read by the feed once, as it first renders: the area then still holds the skeleton, where the posts will start.
  const listTop = useCallback(() => topOf(listArea.current), []);
  const feedHeadingId = useId();
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = posts;

  // Infinite scroll: the next page loads as the end of the list comes near; the button stays for keyboards.
  useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasNextPage) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
    }, { rootMargin: '600px 0px' });
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const acceptNew = () => {
    live.accept();
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  const items = useMemo(() => data?.pages.flatMap((page) => page.data) ?? [], [data]);
  // The spec's no-friends state: a friends wall that fails with a Friendships error, or is empty for want of friends.
  const friendsTabEmpty = filter === 'friends' && !search && data !== null && items.length === 0;
  const friends = useTaggableFriends(friendsTabEmpty);
  const noFriends =
    filter === 'friends' && ((posts.isError && posts.error.message.includes('Friendships')) || (friendsTabEmpty && friends.data?.length === 0));

  return (
    <div className="flex flex-col gap-5">
      {props.toolbar}
      <WallSearch onSearch={onSearch} />
      {composer ? (
        <PostComposer list={list} wallableId={promotionId} friendsLabel={canTag ? friendsLabel : null} />
      ) : null}
      {/* The new-posts bar floats over the top of the list (no height of its own, so nothing moves when it comes) and
          stays in view while scrolling; the region is there from the start so its arrival is announced. */}
      <div aria-live="polite" className="sticky top-24 z-10 -my-2.5 flex h-0 items-start justify-center overflow-visible">
        {live.queuedCount > 0 ? (
          <Button onClick={acceptNew} className="h-11 shadow-card">
            {t('newPosts', { count: live.queuedCount })}
            <ArrowRight className="size-4 -rotate-90" aria-hidden="true" />
          </Button>
        ) : null}
      </div>

      {/* The list's place: the skeleton holds it until the first posts, whose first range starts from its top. */}
      <div ref={listArea} className="flex flex-col gap-5">
        {loading ? (
          <div className="flex flex-col gap-4" aria-busy="true">
            <span className="sr-only" role="status">
              {t('loadingPosts')}
            </span>
            <PostSkeleton />
            <PostSkeleton />
            <PostSkeleton />
          </div>
        ) : noFriends ? (
          <NoFriendsEmpty friendsLabel={friendsLabel} />
        ) : posts.isError ? (
          <LoadError title={t('postsLoadError')} error={posts.error} onRetry={() => void posts.refetch()} />
        ) : items.length === 0 ? (
          <WallEmpty filter={filter} search={search} friendsLabel={friendsLabel} locationName={locationName} crumbName={crumbName} />
        ) : (
          <>
            <h2 className="sr-only" id={feedHeadingId}>
              {t('postsHeading')}
            </h2>
            <div className={`transition-opacity ${posts.isPlaceholderData ? 'opacity-60' : ''}`}>
              <PostFeed
                posts={items}
                viewerId={viewerId}
                linkToPost={linkToPost}
                more={Boolean(hasNextPage)}
                busy={posts.isPlaceholderData || isFetchingNextPage}
                labelledBy={feedHeadingId}
                startTop={listTop}
              />
            </div>
            <div ref={sentinel} />
            {hasNextPage ? (
              <div className="flex justify-center">
                <Button variant="secondary" onClick={() => void fetchNextPage()} loading={isFetchingNextPage}>
                  {t('loadMore')}
                </Button>
              </div>
            ) : null}
            {isFetchingNextPage ? <Spinner label={t('loadingMore')} className="sr-only" /> : null}
          </>
        )}
      </div>
    </div>
  );
}
