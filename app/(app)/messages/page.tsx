import { Suspense } from 'react';
import type { Metadata } from 'next';
import { HydrationBoundary } from '@tanstack/react-query';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { requireRolePage } from '@/server/pages/guards';
import { ACTIONS } from '@/lib/permissions';
import { MessagesScreen } from '@/components/messages/messages-screen';
import { PrivateToThePerson } from '@/components/privacy/private-to-the-person';
import { prefetchApi } from '@/server/pages/prefetch';
import { conversationsPrefetch } from '@/app/(app)/participant-prefetch';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('messages');
  return { title: t('title') };
}

// /messages?conversation={id} or ?recipient={userId}: participants of the host's promotion (the 'messages.use'
// action). The screen reads and keeps the query itself, so choosing a conversation needs no server round trip.
export default async function MessagesPage() {
  const { promotion, impersonation } = await requireRolePage(ACTIONS['messages.use']);
  if (!promotion) notFound();
  // Private messages are the person's own, even for an administrator viewing as them (docs/privacy.md).
  if (impersonation) {
    const t = await getTranslations('messages');
    return <PrivateToThePerson what={t('privateMessages')} />;
  }
  // The conversation list is fetched on the server, so it paints with the page instead of after a round trip.
  const state = await prefetchApi([conversationsPrefetch()]);
  return (
    <HydrationBoundary state={state}>
      <Suspense>
        <MessagesScreen />
      </Suspense>
    </HydrationBoundary>
  );
}
