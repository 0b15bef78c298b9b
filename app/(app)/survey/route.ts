// /survey without an id: the first open survey not answered yet, or My Journey when none is. A route handler, not a
// page: server/pages/frame-redirect.ts says why.
import { frameRedirect } from '@/server/pages/frame-redirect';
import { requireSignedInPage } from '@/server/pages/guards';
import { pendingSurveyId } from '@/server/surveys/participant';
import { EVALUATION_DONE_PATH } from '@/lib/evaluations/constants';

export const GET = frameRedirect(async () => {
  const { user, promotion } = await requireSignedInPage();
  const pending = promotion && user.promotion_id === promotion.id ? await pendingSurveyId(user.id, promotion) : null;
  return pending ? `/survey/${pending}` : EVALUATION_DONE_PATH;
});
