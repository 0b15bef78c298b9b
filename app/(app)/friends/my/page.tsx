import type { Metadata } from 'next';
import { MyFriends } from '@/components/friends/my-friends';
import { friendsPage } from '../friends-context';

export const metadata: Metadata = { title: 'My Friends' };

// The search (people and invitations by email), the requests waiting for an answer, and the friends.
export default async function MyFriendsPage() {
  const { canInvite, ownEmail, title } = await friendsPage();
  return <MyFriends canInvite={canInvite} ownEmail={ownEmail} friendsLabel={title} />;
}
