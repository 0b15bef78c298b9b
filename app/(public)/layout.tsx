// The public pages (welcome, registration, unsubscribe): before launch a logged-out visitor without the pilot
// cookie may open only the pre-launch pages (welcome, pilot welcome, FAQs, terms, privacy, opt-in
// participation). Each page calls
// the guard too, because layouts do not re-render on client navigation.
import type { ReactNode } from 'react';
import { requirePublicPage } from '@/server/pages/guards';

export default async function PublicLayout({ children }: { children: ReactNode }) {
  await requirePublicPage();
  return <>{children}</>;
}
