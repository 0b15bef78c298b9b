'use client';
// The shell of every page that may show the signed-in header (the (app), (dashboard), (public) and (open) groups):
// the query cache seeded with the session, the header with its counts from the server render, the one main landmark,
// the high-contrast sync and the realtime connection. The pages a signed-out visitor opens first (welcome, sign-up)
// use public-shell.tsx instead and load none of this (docs/benchmarks.md "Session 17").
import { useEffect, type ReactNode } from 'react';
import { HydrationBoundary, useQueryClient, type DehydratedState } from '@tanstack/react-query';
import { QueryProvider } from '@/lib/query/provider';
import { queryKeys } from '@/lib/query/keys';
import { consentKey, cookieChoiceOf, recordCookieChoice } from '@/lib/query/privacy';
import type { ConsentState } from '@/lib/privacy/schemas';
import type { CurrentPromotion } from '@/lib/promotions/types';
import type { CurrentUser } from '@/lib/users/types';
import { SiteHeader } from './site-header';
import { MainLandmark } from './main-landmark';
import { ContrastSync } from './contrast-sync';
import { RealtimeConnection } from './realtime-connection';
import { registerCookieChoiceSink } from './cookie-choice-sink';

export interface AppShellProps {
  initialUser: CurrentUser | null;
  initialPromotion: CurrentPromotion | null;
  /** What the layout prefetched for the shell: the header's counts (a badge appearing later would shift the header) and
   * the every-page prompts' data (app/_shell/app-shell-layout.tsx). */
  shellState?: DehydratedState;
  children: ReactNode;
}

export function AppShell({ initialUser, initialPromotion, shellState, children }: AppShellProps) {
  return (
    <QueryProvider initialUser={initialUser} initialPromotion={initialPromotion}>
      <HydrationBoundary state={shellState}>
        <SiteHeader />
      </HydrationBoundary>
      {/* At least the screen below the header (h-16), so the footer starts below the first screen on every page of the
          shell. A signed-in page streams in behind a loading state (app/(app)/loading.tsx); a page shorter than that
          state (an empty list, My Results' dialog) that replaced it pulled the footer up into view: a layout shift
          (CLS 0.06-0.19 on a phone's slowed CPU on gifts, notifications, duos, email settings and My Results, which
          Lighthouse counted; docs/benchmarks.md "Session 23"). Signed-out pages get the same footer placement. */}
      <MainLandmark className="min-h-[calc(100dvh-4rem)]">{children}</MainLandmark>
      <ContrastSync />
      <RealtimeConnection signedIn={initialUser !== null} promotionChannel={initialPromotion?.websocket_channel ?? null} />
      <CookieChoiceRecorder />
    </QueryProvider>
  );
}

/** Signed in, the cookie card's answer is recorded with its time (docs/privacy.md "Consent"). */
function CookieChoiceRecorder() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      registerCookieChoiceSink((answer) => {
        if (!queryClient.getQueryData(queryKeys.currentUser)) return;
        // Someone viewing the program as the person does not answer for them.
        if (queryClient.getQueryData<ConsentState>(consentKey)?.viewed_as) return;
        recordCookieChoice(cookieChoiceOf(answer))
          .then((state) => {
            if (state) queryClient.setQueryData(consentKey, state);
          })
          .catch(() => {}); // the cookie is set; the record follows on the next page through the privacy prompt
      }),
    [queryClient],
  );
  return null;
}
