import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { HydrationBoundary } from '@tanstack/react-query';
import { WallFeed } from '@/components/wall/wall-feed';
import { prefetchApi } from '@/server/pages/prefetch';
import { wallPrefetch } from '@/app/(app)/participant-prefetch';
import { wallPage } from '../wall-context';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('wall');
  return { title: t('wallDefault') };
}

// Every post of the program's wall; the only tab with the composer (post creation needs no active filter). The first
// page is fetched on the server, so the browser does not wait for it; the feed still hydrates as a skeleton and draws
// the posts just after (wall-feed.tsx).
export default async function WallAllPage() {
  const wall = await wallPage();
  const state = await prefetchApi([wallPrefetch({ filter: 'all', pageSize: wall.feed.pageSize })]);
  return (
    <HydrationBoundary state={state}>
      <WallFeed
        filter="all"
        {...wall.feed}
        composer
      />
    </HydrationBoundary>
  );
}
