'use client';
// Everything client-side the pages share, in one place for app/layout.tsx.
import type { ReactNode } from 'react';
import dynamic from 'next/dynamic';
import type { HostTarget } from '@/lib/hosts';
import { QueryProvider } from '@/lib/query/provider';
import type { CurrentPromotion } from '@/lib/promotions/types';
import type { CurrentUser } from '@/lib/users/types';
import { ErrorBannerProvider } from '@/components/feedback/error-banner';
import { ConfirmProvider } from '@/components/feedback/confirm';
import { ShellProvider } from './shell-context';
import { RouteChangeEffects } from './route-change-effects';
import { ContrastSync } from './use-high-contrast';

// The realtime connection is a signed-in page's only: a signed-out page (welcome, sign-in, registration) never loads
// its code (docs/benchmarks.md "First-load JavaScript"). It draws nothing and its socket opens after hydration anyway,
// so it is not rendered on the server and hydration does not wait for it.
const RealtimeConnection = dynamic(() => import('./realtime-connection').then((m) => m.RealtimeConnection), { ssr: false });

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
            {initialUser !== null ? <RealtimeConnection signedIn promotionChannel={initialPromotion?.websocket_channel ?? null} /> : null}
          </ConfirmProvider>
        </ErrorBannerProvider>
      </ShellProvider>
    </QueryProvider>
  );
}
