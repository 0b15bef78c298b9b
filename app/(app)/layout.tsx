// The signed-in area: no page renders before the session is checked for real (a visit without one goes to welcome).
import type { ReactNode } from 'react';
import { requireSignedInPage } from '@/server/pages/guards';
import { SessionWatchers } from '@/components/onboarding/session-watchers';
import { GiftOfferPrompt } from '@/components/gifts/gift-offer-prompt';

export default async function SignedInLayout({ children }: { children: ReactNode }) {
  await requireSignedInPage();
  return (
    <>
      {children}
      {/* Idle time-out and the mobile-app prompt on every signed-in page, each when the promotion turns it on. */}
      <SessionWatchers />
      {/* The gift points accept prompt: on any page while a gift waits for the user's answer. */}
      <GiftOfferPrompt />
    </>
  );
}
