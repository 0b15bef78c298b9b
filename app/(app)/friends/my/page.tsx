import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { MyFriends } from '@/components/friends/my-friends';
import { friendsPage } from '../friends-context';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('friends');
  return { title: t('tabMyFriends') };
}

// The search (people and invitations by email), the requests waiting for an answer, and the friends.
export default async function MyFriendsPage() {
  const { canInvite, ownEmail, title } = await friendsPage();
  return <MyFriends canInvite={canInvite} ownEmail={ownEmail} friendsLabel={title} />;
}
