// The public pages a signed-in user opens too (legal, support, FAQs, the sitemap, unsubscribe, opt-in participation,
// the API reference): the shell that chooses its header at runtime (app/_shell/app-shell-layout.tsx). Welcome and
// sign-up, which a signed-out visitor opens first, are in (signed-out) with a lighter shell. Before launch a logged-out
// visitor without the pilot cookie may open only the pre-launch pages (welcome, pilot welcome, FAQs, terms, privacy,
// opt-in participation). Each page calls the guard too, because layouts do not re-render on client navigation.
import type { ReactNode } from 'react';
import { requirePublicPage } from '@/server/pages/guards';
import { AppShellLayout } from '@/app/_shell/app-shell-layout';

export default async function PublicLayout({ children }: { children: ReactNode }) {
  await requirePublicPage();
  return <AppShellLayout>{children}</AppShellLayout>;
}
