import { redirect } from 'next/navigation';
import { requireSignedInPage } from '@/server/pages/guards';
import { pendingEvaluationId } from '@/server/evaluations/queries';
import { EVALUATION_DONE_PATH } from '@/lib/evaluations/constants';

// /usereval without an id: the pending evaluation, or My Journey
// when nothing is pending.
export default async function PendingEvaluationPage() {
  const { user, promotion } = await requireSignedInPage();
  const pending = promotion && user.promotion_id === promotion.id ? await pendingEvaluationId(user.id, promotion) : null;
  redirect(pending ? `/usereval/${pending}` : EVALUATION_DONE_PATH);
}
