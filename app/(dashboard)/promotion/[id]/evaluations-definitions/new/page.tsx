// /promotion/{id}/evaluations-definitions/new
import type { Metadata } from 'next';
import { requireAdminPromotionPage } from '@/server/promotions/admin/pages';
import { listCustomPrompts } from '@/server/custom-prompts/admin';
import { PromotionFrame } from '@/components/admin/promotions/promotion-frame';
import { DefinitionEditor } from '@/components/admin/evaluations/definition-editor';

export const metadata: Metadata = { title: 'New evaluation definition' };

export default async function NewDefinitionPage({ params }: { params: Promise<{ id: string }> }) {
  const promotion = await requireAdminPromotionPage((await params).id);
  const prompts = await listCustomPrompts(promotion.id);
  return (
    <PromotionFrame promotion={promotion} current="evaluations-definitions" title="New evaluation definition">
      <DefinitionEditor promotionId={promotion.id} definition={null} prompts={prompts} />
    </PromotionFrame>
  );
}
