import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { WallFeed } from '@/components/wall/wall-feed';
import { ChevronRight } from '@/components/ui/icons';
import { MAIN_WALL_PAGE_SIZE } from '@/lib/wall/constants';
import { wallPage } from '../../../../wall-context';

export const metadata: Metadata = { title: 'Following' };

// One followed person's posts; crumbName (their name) comes with the link from the following list.
export default async function FollowedPersonPage({ params, searchParams }: { params: Promise<{ userId: string }>; searchParams: Promise<{ crumbName?: string }> }) {
  const wall = await wallPage();
  const [{ userId }, { crumbName }] = await Promise.all([params, searchParams]);
  const id = Number(userId);
  if (!/^[1-9]\d{0,9}$/.test(userId) || id > 2 ** 31 - 1) notFound();
  const name = typeof crumbName === 'string' && crumbName.trim() ? crumbName.trim().slice(0, 100) : 'Posts';
  return (
    <>
      <nav aria-label="Breadcrumb">
        <ol className="flex flex-wrap items-center gap-1 text-sm text-ink-muted">
          <li>
            <Link href="/wall/filter/following" className="font-semibold text-brand-strong">
              Following
            </Link>
          </li>
          <li aria-hidden="true">
            <ChevronRight className="size-4" />
          </li>
          <li aria-current="page" className="font-semibold text-ink">
            {name}
          </li>
        </ol>
      </nav>
      <WallFeed
        key={id}
        filter="following"
        userId={id}
        crumbName={name === 'Posts' ? undefined : name}
        pageSize={MAIN_WALL_PAGE_SIZE}
        promotionId={wall.promotionId}
        composer={false}
        friendsLabel={wall.friendsLabel}
        canTag={wall.buddies}
        locationName={wall.locationName}
      />
    </>
  );
}
