// '/': sends everyone to their landing (participant-core.md §2 "Root path rules"; the ?email part
// is handled in proxy.ts before this renders).
import { redirect } from 'next/navigation';
import { getPageContext, placeOf, viewerOf } from '@/server/pages/context';
import { rootDestination } from '@/server/pages/routing';

export default async function RootPage() {
  const context = await getPageContext();
  redirect(rootDestination(context.user ? viewerOf(context.user) : null, placeOf(context)));
}
