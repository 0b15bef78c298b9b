import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { SentRequests } from '@/components/friends/sent-requests';
import { friendsPage } from '../friends-context';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('friends');
  return { title: t('tabSentRequests') };
}

// The caller's pending requests, to participants and to addresses, with Resend and Withdraw (no search box here).
export default async function SentRequestsPage() {
  const { canInvite } = await friendsPage();
  return <SentRequests canInvite={canInvite} />;
}
