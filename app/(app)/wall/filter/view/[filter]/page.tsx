import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { Users } from '@/components/ui/icons';
import { WallFeed } from '@/components/wall/wall-feed';
import { WALL_FILTERS, type WallFilter } from '@/lib/wall/constants';
import { wallPage } from '../../../wall-context';

const TITLES: Record<string, string> = { following: 'Following', location: 'Location', friends: 'Friends', my: 'My Posts', tagged: 'Tagged' };

export async function generateMetadata({ params }: { params: Promise<{ filter: string }> }): Promise<Metadata> {
  const { filter } = await params;
  return { title: Object.hasOwn(TITLES, filter) ? TITLES[filter] : 'Wall' };
}

// One filtered tab: following, location, friends (with the buddy feature), my or tagged. No composer here.
export default async function WallFilterPage({ params }: { params: Promise<{ filter: string }> }) {
  const wall = await wallPage();
  const { filter } = await params;
  const known = (WALL_FILTERS as readonly string[]).includes(filter) && filter !== 'all';
  if (!known || (filter === 'friends' && !wall.buddies) || (filter === 'location' && !wall.locationName)) notFound();
  return (
    <WallFeed
      key={filter}
      filter={filter as WallFilter}
      {...wall.feed}
      composer={false}
      toolbar={
        filter === 'following' ? (
          <Link href="/wall/filter/following" className="inline-flex min-h-10 items-center gap-2 self-start font-semibold text-brand-strong">
            <Users className="size-5" aria-hidden="true" />
            People you follow
          </Link>
        ) : null
      }
    />
  );
}
