import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { HydrationBoundary } from '@tanstack/react-query';
import { MyFriends } from '@/components/friends/my-friends';
import { prefetchApi } from '@/server/pages/prefetch';
import { myFriendsPrefetches } from '@/app/(app)/social-prefetch';
import { friendsPage } from '../friends-context';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('friends');
  return { title: t('tabMyFriends') };
}

// The search (people and invitations by email), the requests waiting for an answer, and the friends; both lists paint
// with the page (fetched in the browser, they pushed the friends down after the first paint).
export default async function MyFriendsPage() {
  const [{ canInvite, ownEmail, title }, state] = await Promise.all([friendsPage(), prefetchApi(myFriendsPrefetches())]);
  return (
    <HydrationBoundary state={state}>
      <MyFriends canInvite={canInvite} ownEmail={ownEmail} friendsLabel={title} />
    </HydrationBoundary>
  );
}
