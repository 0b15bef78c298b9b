// The signed-in area: no page renders before the session is checked for real (participant-core.md §4).
import type { ReactNode } from 'react';
import { requireSignedInPage } from '@/server/pages/guards';

export default async function SignedInLayout({ children }: { children: ReactNode }) {
  await requireSignedInPage();
  return <>{children}</>;
}
