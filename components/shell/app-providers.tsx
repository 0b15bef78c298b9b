'use client';
// What every page shares client-side, for app/layout.tsx: the host, the session as rendered, the error banner, the
// confirm dialog and the route-change focus. Nothing here loads the query cache, the realtime client or the signed-in
// header: those come with the group layouts' shell (app-shell.tsx), so a signed-out page never loads them
// (docs/benchmarks.md "Session 17").
import type { ReactNode } from 'react';
import type { HostTarget } from '@/lib/hosts';
import type { CurrentPromotion } from '@/lib/promotions/types';
import type { CurrentUser } from '@/lib/users/types';
import { ErrorBannerProvider } from '@/components/feedback/error-banner';
import { ConfirmProvider } from '@/components/feedback/confirm';
import { ShellProvider } from './shell-context';
import { SessionProvider } from './session-context';
import { RouteChangeEffects } from './route-change-effects';

export interface AppProvidersProps {
  initialUser: CurrentUser | null;
  initialPromotion: CurrentPromotion | null;
  hostKind: HostTarget['kind'];
  children: ReactNode;
}

export function AppProviders({ initialUser, initialPromotion, hostKind, children }: AppProvidersProps) {
  return (
    <ShellProvider hostKind={hostKind}>
      <SessionProvider user={initialUser} promotion={initialPromotion}>
        <ErrorBannerProvider>
          <ConfirmProvider>
            {children}
            <RouteChangeEffects />
          </ConfirmProvider>
        </ErrorBannerProvider>
      </SessionProvider>
    </ShellProvider>
  );
}
