// The pages a visitor opens before signing in: welcome (with its forgotten-password and pilot routes) and sign-up.
// Their shell is the signed-out header (components/shell/public-shell.tsx), so their first load carries no query
// cache, realtime client or signed-in header (docs/benchmarks.md "Session 17"); a signed-in visitor is sent on by
// sign-up, and sees welcome without navigation as before. Before launch a logged-out visitor without the pilot cookie
// may open only the pre-launch pages; each page calls the guard too, because layouts do not re-render on client
// navigation.
import type { ReactNode } from 'react';
import { requirePublicPage } from '@/server/pages/guards';
import { PublicShell } from '@/components/shell/public-shell';

export default async function SignedOutLayout({ children }: { children: ReactNode }) {
  await requirePublicPage();
  return <PublicShell>{children}</PublicShell>;
}
