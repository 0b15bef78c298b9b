// '/': sends everyone to their landing (welcome, home, or the walkthrough before the start; a Master
// or Poster on the dashboard host to their own; the ?email part is handled in proxy.ts before this renders).
import { redirect } from 'next/navigation';
import { getPageContext, placeOf, viewerOf } from '@/server/pages/context';
import { rootDestination } from '@/server/pages/routing';

export default async function RootPage() {
  const context = await getPageContext();
  redirect(rootDestination(context.user ? viewerOf(context.user) : null, placeOf(context)));
}
