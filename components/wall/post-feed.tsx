'use client';
// The wall's posts as a WAI-ARIA feed, virtualized against the window's scroll (TanStack Virtual): only the posts
// near the viewport are in the DOM, so a long wall neither hydrates nor lays out hundreds of cards (the wall page
// froze Lighthouse with every loaded post mounted). Each post is measured once rendered; until then it takes an
// estimated height.
//
// Focus is never lost to virtualization: the post holding focus (or whose dialog is open: React focus events bubble
// through portals) stays mounted when scrolled away. Page Down / Page Up move focus from post to post (the feed
// pattern); every article says its place (aria-posinset) and the count when known (aria-setsize, -1 while more can
// load).
import { useCallback, useLayoutEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { defaultRangeExtractor, useWindowVirtualizer, type Range } from '@tanstack/react-virtual';
import type { WallPost } from '@/lib/wall/types';
import { PostCard } from './post-card';

export interface PostFeedProps {
  posts: WallPost[];
  viewerId: number | undefined;
  linkToPost: boolean;
  /** More posts may load (the set's size is not known yet). */
  more: boolean;
  busy: boolean;
  labelledBy: string;
  /** Where the list will start on the page (the top of the area the skeleton holds until the first posts), read once
   * before the first range. */
  startTop: () => number;
}

/** A card with a short text and its footer; measured heights replace it once a post renders. */
const ESTIMATED_HEIGHT = 280;
const GAP = 16;
/** An element's top from the top of the document (the window virtualizer's offsets are from there). */
export const topOf = (node: Element | null) => (node ? Math.round(node.getBoundingClientRect().top + window.scrollY) : 0);

/**
 * Rendered in the browser only (the wall feed renders its skeleton on the server and in hydration), so the first range
 * is computed from the real viewport and the list's real place: only the posts in view and the overscan mount, not
 * the six a 900 px viewport from the top of the page would take.
 */
export function PostFeed({ posts, viewerId, linkToPost, more, busy, labelledBy, startTop }: PostFeedProps) {
  const listRef = useRef<HTMLDivElement>(null);
  const [scrollMargin, setScrollMargin] = useState(startTop);
  const [initialRect] = useState(() => ({ width: window.innerWidth, height: window.innerHeight }));
  // By post id, not index: accepting new posts shifts every index.
  const [focusId, setFocusId] = useState<number | null>(null);
  const found = focusId === null ? -1 : posts.findIndex((p) => p.id === focusId);
  const focusIndex = found >= 0 ? found : null;

  // Where the list starts on the page (the search and composer above it change height): the virtualizer's offsets
  // are from the top of the document.
  useLayoutEffect(() => {
    const measure = () => {
      const top = topOf(listRef.current);
      setScrollMargin((current) => (current === top ? current : top));
    };
    measure();
    const observer = new ResizeObserver(measure);
    if (listRef.current?.parentElement) observer.observe(listRef.current.parentElement);
    return () => observer.disconnect();
  }, []);

  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      if (focusIndex === null || focusIndex >= range.count || indexes.includes(focusIndex)) return indexes;
      return [...indexes, focusIndex].sort((a, b) => a - b);
    },
    [focusIndex],
  );

  const virtualizer = useWindowVirtualizer({
    count: posts.length,
    estimateSize: () => ESTIMATED_HEIGHT,
    getItemKey: (index) => posts[index]?.id ?? index,
    // Two posts beyond the screen each way: each mounted post is a card with its comments, menus and likes.
    overscan: 2,
    gap: GAP,
    scrollMargin,
    initialRect,
    rangeExtractor,
  });

  const indexOf = (node: EventTarget | null): number | null => {
    const item = node instanceof Element ? node.closest<HTMLElement>('[data-index]') : null;
    return item && listRef.current?.contains(item) ? Number(item.dataset.index) : null;
  };

  const onFocus = (event: FocusEvent) => {
    const index = indexOf(event.target);
    // Focus inside a post's dialog (a portal) keeps the last post: the dialog returns focus to it on close.
    const id = index !== null ? posts[index]?.id : undefined;
    if (id !== undefined && id !== focusId) setFocusId(id);
  };

  const focusPost = (index: number) => {
    virtualizer.scrollToIndex(index, { align: 'start' });
    // The target mounts on the next render when it was out of range.
    requestAnimationFrame(() => listRef.current?.querySelector<HTMLElement>(`[data-index="${index}"] article`)?.focus());
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'PageDown' && event.key !== 'PageUp') return;
    const current = indexOf(event.target);
    if (current === null) return;
    const next = event.key === 'PageDown' ? current + 1 : current - 1;
    if (next < 0 || next >= posts.length) return;
    event.preventDefault();
    setFocusId(posts[next]!.id);
    focusPost(next);
  };

  const setSize = more ? -1 : posts.length;
  return (
    <div
      ref={listRef}
      role="feed"
      aria-labelledby={labelledBy}
      aria-busy={busy || undefined}
      onFocus={onFocus}
      onKeyDown={onKeyDown}
      className="relative w-full"
      style={{ height: virtualizer.getTotalSize() }}
    >
      {virtualizer.getVirtualItems().map((item) => {
        const post = posts[item.index];
        if (!post) return null;
        return (
          <div
            key={item.key}
            data-index={item.index}
            ref={virtualizer.measureElement}
            className="absolute top-0 start-0 w-full"
            style={{ transform: `translateY(${item.start - virtualizer.options.scrollMargin}px)` }}
          >
            <PostCard post={post} viewerId={viewerId} linkToPost={linkToPost} posinset={item.index + 1} setsize={setSize} />
          </div>
        );
      })}
    </div>
  );
}
