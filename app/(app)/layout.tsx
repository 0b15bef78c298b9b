// The signed-in area: no page renders before the session is checked for real (a visit without one goes to welcome).
import type { ReactNode } from 'react';
import { requireSignedInPage } from '@/server/pages/guards';
import { SessionWatchers } from '@/components/onboarding/session-watchers';
import { GiftOfferPrompt } from '@/components/gifts/gift-offer-prompt';
import { ImpersonationBanner } from '@/components/impersonation/impersonation-banner';
import { appOrigin } from '@/server/mail/urls';
import { fullName } from '@/lib/users/names';

export default async function SignedInLayout({ children }: { children: ReactNode }) {
  const { user, impersonation, promotion } = await requireSignedInPage();
  return (
    <>
      {impersonation ? (
        <ImpersonationBanner name={fullName(user.profile?.first_name, user.profile?.last_name)} expiresAt={impersonation.expiresAt} dashboardUrl={appOrigin(null)} promotionId={promotion?.id ?? 0} />
      ) : null}
      {children}
      {/* Idle time-out and the mobile-app prompt on every signed-in page, each when the promotion turns it on. */}
      <SessionWatchers />
      {/* The gift points accept prompt: on any page while a gift waits for the user's answer. */}
      <GiftOfferPrompt />
    </>
  );
}
