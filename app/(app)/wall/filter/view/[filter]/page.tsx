import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { HydrationBoundary } from '@tanstack/react-query';
import { Users } from '@/components/ui/icons';
import { WallFeed } from '@/components/wall/wall-feed';
import { WALL_FILTERS, type WallFilter } from '@/lib/wall/constants';
import { prefetchApi } from '@/server/pages/prefetch';
import { wallPrefetch } from '@/app/(app)/participant-prefetch';
import { wallPage } from '../../../wall-context';

// The tab's title by filter (catalog keys).
const TITLES = { following: 'tabFollowing', location: 'metaLocation', friends: 'friendsDefault', my: 'tabMyPosts', tagged: 'tabTagged' } as const;

export async function generateMetadata({ params }: { params: Promise<{ filter: string }> }): Promise<Metadata> {
  const [{ filter }, t] = await Promise.all([params, getTranslations('wall')]);
  return { title: t(Object.hasOwn(TITLES, filter) ? TITLES[filter as keyof typeof TITLES] : 'wallDefault') };
}

// One filtered tab: following, location, friends (with the buddy feature), my or tagged. No composer here. Its first
// page is fetched on the server, as on the All tab (wall/all/page.tsx).
export default async function WallFilterPage({ params }: { params: Promise<{ filter: string }> }) {
  const [wall, t] = await Promise.all([wallPage(), getTranslations('wall')]);
  const { filter } = await params;
  const known = (WALL_FILTERS as readonly string[]).includes(filter) && filter !== 'all';
  if (!known || (filter === 'friends' && !wall.buddies) || (filter === 'location' && !wall.locationName)) notFound();
  const state = await prefetchApi([wallPrefetch({ filter: filter as WallFilter, pageSize: wall.feed.pageSize })]);
  return (
    <HydrationBoundary state={state}>
      <WallFeed
        key={filter}
        filter={filter as WallFilter}
        {...wall.feed}
        composer={false}
        toolbar={
          filter === 'following' ? (
            <Link href="/wall/filter/following" className="inline-flex min-h-10 items-center gap-2 self-start font-semibold text-brand-strong">
              <Users className="size-5" aria-hidden="true" />
              {t('peopleYouFollow')}
            </Link>
          ) : null
        }
      />
    </HydrationBoundary>
  );
}
