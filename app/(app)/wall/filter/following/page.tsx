import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { FollowingList } from '@/components/wall/following-list';
import { wallPage } from '../../wall-context';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('wall');
  return { title: t('tabFollowing') };
}

// The people the user follows, each opening their own posts.
export default async function WallFollowingPage() {
  await wallPage();
  return <FollowingList />;
}
