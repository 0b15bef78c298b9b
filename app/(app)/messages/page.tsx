import { Suspense } from 'react';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { requireRolePage } from '@/server/pages/guards';
import { ACTIONS } from '@/lib/permissions';
import { MessagesScreen } from '@/components/messages/messages-screen';

export const metadata: Metadata = { title: 'Messages' };

// /messages?conversation={id} or ?recipient={userId}: participants of the host's promotion (the 'messages.use'
// action). The screen reads and keeps the query itself, so choosing a conversation needs no server round trip.
export default async function MessagesPage() {
  const { promotion } = await requireRolePage(ACTIONS['messages.use']);
  if (!promotion) notFound();
  return (
    <Suspense>
      <MessagesScreen />
    </Suspense>
  );
}
