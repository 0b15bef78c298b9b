import type { Metadata } from 'next';
import { FollowingList } from '@/components/wall/following-list';
import { wallPage } from '../../wall-context';

export const metadata: Metadata = { title: 'Following' };

// The people the user follows, each opening their own posts.
export default async function WallFollowingPage() {
  await wallPage();
  return <FollowingList />;
}
