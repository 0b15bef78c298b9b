// The signed-in shell as a layout renders it (components/shell/app-shell.tsx): the session and, signed in, the
// header's counts prefetched with the page, so a badge appearing later does not shift the header
// (server/pages/prefetch.ts). Every route group but the signed-out one ((signed-out): welcome, sign-up) wraps its pages
// in it; the root layout holds only what every page shares (docs/benchmarks.md "Session 17").
import type { ReactNode } from 'react';
import { getPageContext, clientSession } from '@/server/pages/context';
import { prefetchApi } from '@/server/pages/prefetch';
import { headerPrefetches } from '@/app/(app)/participant-prefetch';
import { AppShell } from '@/components/shell/app-shell';

export async function AppShellLayout({ children }: { children: ReactNode }) {
  const { user, promotion } = clientSession(await getPageContext());
  const headerState = user ? await prefetchApi(headerPrefetches()) : undefined;
  return (
    <AppShell initialUser={user} initialPromotion={promotion} headerState={headerState}>
      {children}
    </AppShell>
  );
}
