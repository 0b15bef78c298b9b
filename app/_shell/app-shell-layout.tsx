// The signed-in shell as a layout renders it (components/shell/app-shell.tsx): the session and, signed in, the
// header's counts prefetched with the page, so a badge appearing later does not shift the header
// (server/pages/prefetch.ts); for a participant also what the prompts on every page ask for (the privacy policy's
// consent, a gift waiting for an answer). Fetched in the browser, their answers arrived while the page's content was
// still hydrating, and the update they caused threw that work away to start it again (docs/benchmarks.md
// "Session 24"). Every route group but the signed-out one ((signed-out): welcome, sign-up) wraps its pages
// in it; the root layout holds only what every page shares (docs/benchmarks.md "Session 17").
import type { ReactNode } from 'react';
import { getPageContext, clientSession } from '@/server/pages/context';
import { prefetchApi } from '@/server/pages/prefetch';
import { shellPrefetches } from './shell-prefetch';
import { AppShell } from '@/components/shell/app-shell';

/** `prompts`: the group mounts the every-page prompts, so the shell prefetches what they read. */
export async function AppShellLayout({ children, prompts = false }: { children: ReactNode; prompts?: boolean }) {
  const { user, promotion } = clientSession(await getPageContext());
  const shellState = user ? await prefetchApi(shellPrefetches(user, promotion, { prompts })) : undefined;
  return (
    <AppShell initialUser={user} initialPromotion={promotion} shellState={shellState}>
      {children}
    </AppShell>
  );
}
