import type { Metadata } from 'next';
import { SentRequests } from '@/components/friends/sent-requests';
import { friendsPage } from '../friends-context';

export const metadata: Metadata = { title: 'Sent Requests' };

// The caller's pending requests, to participants and to addresses, with Resend and Withdraw (no search box here).
export default async function SentRequestsPage() {
  const { canInvite } = await friendsPage();
  return <SentRequests canInvite={canInvite} />;
}
