import { redirect } from 'next/navigation';
import { requireSignedInPage } from '@/server/pages/guards';
import { pendingSurveyId } from '@/server/surveys/participant';
import { EVALUATION_DONE_PATH } from '@/lib/evaluations/constants';

// /survey without an id: the first open survey not answered yet, or My Journey when none is.
export default async function PendingSurveyPage() {
  const { user, promotion } = await requireSignedInPage();
  const pending = promotion && user.promotion_id === promotion.id ? await pendingSurveyId(user.id, promotion) : null;
  redirect(pending ? `/survey/${pending}` : EVALUATION_DONE_PATH);
}
