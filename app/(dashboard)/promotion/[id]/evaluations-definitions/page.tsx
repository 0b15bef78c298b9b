// /promotion/{id}/evaluations-definitions: the promotion's evaluation definitions (issue 15).
import type { Metadata } from 'next';
import { requireAdminPromotionPage } from '@/server/promotions/admin/pages';
import { listAdminDefinitions } from '@/server/evaluations/admin';
import { PromotionFrame } from '@/components/admin/promotions/promotion-frame';
import { DefinitionsList } from '@/components/admin/evaluations/definitions-list';

export const metadata: Metadata = { title: 'Evaluation definitions' };

export default async function DefinitionsPage({ params }: { params: Promise<{ id: string }> }) {
  const promotion = await requireAdminPromotionPage((await params).id);
  const definitions = await listAdminDefinitions(promotion.id);
  return (
    <PromotionFrame promotion={promotion} current="evaluations-definitions" title="Evaluation definitions">
      <DefinitionsList promotionId={promotion.id} definitions={definitions} />
    </PromotionFrame>
  );
}
