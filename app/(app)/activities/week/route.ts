// /activities/week without a week: the program's current one. A route handler, not a page:
// server/pages/frame-redirect.ts says why.
import { frameRedirect } from '@/server/pages/frame-redirect';
import { requireSignedInPage } from '@/server/pages/guards';

export const GET = frameRedirect(async () => {
  const { promotion } = await requireSignedInPage();
  return `/activities/week/${promotion?.timeline.current_week ?? 1}`;
});
