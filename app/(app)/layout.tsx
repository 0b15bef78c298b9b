// The signed-in area: no page renders before the session is checked for real (a visit without one goes to welcome).
import type { ReactNode } from 'react';
import { requireSignedInPage } from '@/server/pages/guards';
import { DeferredSignedInPrompts } from '@/components/onboarding/deferred-prompts';
import { PolicyWatcher } from '@/components/onboarding/policy-watcher';
import { ImpersonationBannerOnDemand } from '@/components/impersonation/impersonation-banner-on-demand';
import { appOrigin } from '@/server/mail/urls';
import { fullName } from '@/lib/users/names';
import { AppShellLayout } from '@/app/_shell/app-shell-layout';

export default async function SignedInLayout({ children }: { children: ReactNode }) {
  const { user, impersonation, promotion } = await requireSignedInPage();
  return (
    <AppShellLayout prompts>
      {impersonation ? (
        <ImpersonationBannerOnDemand name={fullName(user.profile?.first_name, user.profile?.last_name)} expiresAt={impersonation.expiresAt} dashboardUrl={appOrigin(null)} promotionId={promotion?.id ?? 0} />
      ) : null}
      {children}
      {/* The privacy policy prompt when a new policy waits for the participant's consent. */}
      <PolicyWatcher />
      {/* Idle time-out, the mobile-app and evaluation prompts and the gift offer on every signed-in page, each when the
          promotion turns it on; their code loads after first paint. */}
      <DeferredSignedInPrompts />
    </AppShellLayout>
  );
}
