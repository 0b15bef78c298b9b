import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { idSchema } from '@/lib/schemas';
import { WallFeed } from '@/components/wall/wall-feed';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { wallPage } from '../../../../wall-context';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('wall');
  return { title: t('tabFollowing') };
}

// One followed person's posts; crumbName (their name) comes with the link from the following list.
export default async function FollowedPersonPage({ params, searchParams }: { params: Promise<{ userId: string }>; searchParams: Promise<{ crumbName?: string }> }) {
  const [wall, t] = await Promise.all([wallPage(), getTranslations('wall')]);
  const [{ userId }, { crumbName }] = await Promise.all([params, searchParams]);
  const parsed = idSchema('userId').safeParse(userId);
  if (!parsed.success) notFound();
  const id = parsed.data;
  const given = typeof crumbName === 'string' && crumbName.trim() ? crumbName.trim().slice(0, 100) : undefined;
  return (
    <>
      <Breadcrumb trail={[{ href: '/wall/filter/following', label: t('tabFollowing') }]} current={given ?? t('postsHeading')} />
      <WallFeed
        key={id}
        filter="following"
        userId={id}
        crumbName={given}
        {...wall.feed}
        composer={false}
      />
    </>
  );
}
