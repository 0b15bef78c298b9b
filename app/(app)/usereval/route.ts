// /usereval without an id: the pending evaluation, or My Journey when nothing is pending. A route handler, not a page:
// server/pages/frame-redirect.ts says why.
import { frameRedirect } from '@/server/pages/frame-redirect';
import { requireSignedInPage } from '@/server/pages/guards';
import { pendingEvaluationId } from '@/server/evaluations/queries';
import { EVALUATION_DONE_PATH } from '@/lib/evaluations/constants';

export const GET = frameRedirect(async () => {
  const { user, promotion } = await requireSignedInPage();
  const pending = promotion && user.promotion_id === promotion.id ? await pendingEvaluationId(user.id, promotion) : null;
  return pending ? `/usereval/${pending}` : EVALUATION_DONE_PATH;
});
