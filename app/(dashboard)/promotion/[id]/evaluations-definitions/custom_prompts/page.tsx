// /promotion/{id}/evaluations-definitions/custom_prompts: the custom prompts editor lives at /promotion/{id}/custom_prompts.
import { redirect } from 'next/navigation';
import { requireAdminPromotionPage } from '@/server/promotions/admin/pages';

export default async function EvaluationCustomPromptsPage({ params }: { params: Promise<{ id: string }> }) {
  const promotion = await requireAdminPromotionPage((await params).id);
  redirect(`/promotion/${promotion.id}/custom_prompts`);
}
