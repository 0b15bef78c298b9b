import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { idSchema } from '@/lib/schemas';
import { WallFeed } from '@/components/wall/wall-feed';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { wallPage } from '../../../../wall-context';

export const metadata: Metadata = { title: 'Following' };

// One followed person's posts; crumbName (their name) comes with the link from the following list.
export default async function FollowedPersonPage({ params, searchParams }: { params: Promise<{ userId: string }>; searchParams: Promise<{ crumbName?: string }> }) {
  const wall = await wallPage();
  const [{ userId }, { crumbName }] = await Promise.all([params, searchParams]);
  const parsed = idSchema('userId').safeParse(userId);
  if (!parsed.success) notFound();
  const id = parsed.data;
  const name = typeof crumbName === 'string' && crumbName.trim() ? crumbName.trim().slice(0, 100) : 'Posts';
  return (
    <>
      <Breadcrumb trail={[{ href: '/wall/filter/following', label: 'Following' }]} current={name} />
      <WallFeed
        key={id}
        filter="following"
        userId={id}
        crumbName={name === 'Posts' ? undefined : name}
        {...wall.feed}
        composer={false}
      />
    </>
  );
}
