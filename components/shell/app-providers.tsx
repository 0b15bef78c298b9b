'use client';
// Everything client-side the pages share, in one place for app/layout.tsx.
import type { ReactNode } from 'react';
import type { HostTarget } from '@/lib/hosts';
import { QueryProvider } from '@/lib/query/provider';
import type { CurrentPromotion } from '@/lib/promotions/types';
import type { CurrentUser } from '@/lib/users/types';
import { ErrorBannerProvider } from '@/components/feedback/error-banner';
import { ConfirmProvider } from '@/components/feedback/confirm';
import { ShellProvider } from './shell-context';
import { RouteChangeEffects } from './route-change-effects';
import { ContrastSync } from './use-high-contrast';
import { RealtimeConnection } from './realtime-connection';

export interface AppProvidersProps {
  initialUser: CurrentUser | null;
  initialPromotion: CurrentPromotion | null;
  hostKind: HostTarget['kind'];
  children: ReactNode;
}

export function AppProviders({ initialUser, initialPromotion, hostKind, children }: AppProvidersProps) {
  return (
    <QueryProvider initialUser={initialUser} initialPromotion={initialPromotion}>
      <ShellProvider hostKind={hostKind}>
        <ErrorBannerProvider>
          <ConfirmProvider>
            {children}
            <RouteChangeEffects />
            <ContrastSync />
            <RealtimeConnection signedIn={initialUser !== null} promotionChannel={initialPromotion?.websocket_channel ?? null} />
          </ConfirmProvider>
        </ErrorBannerProvider>
      </ShellProvider>
    </QueryProvider>
  );
}
