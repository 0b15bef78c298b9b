// /promotion/{id}/levels: the promotion's levels (saveAll, delete).
import type { Metadata } from 'next';
import { requireAdminPromotionPage } from '@/server/promotions/admin/pages';
import { listLevels } from '@/server/promotions/admin/queries';
import { PromotionFrame } from '@/components/admin/promotions/promotion-frame';
import { LevelsEditor } from '@/components/admin/promotions/levels-editor';

export const metadata: Metadata = { title: 'Levels' };

export default async function LevelsPage({ params }: { params: Promise<{ id: string }> }) {
  const promotion = await requireAdminPromotionPage((await params).id);
  const levels = await listLevels(promotion.id);
  return (
    <PromotionFrame promotion={promotion} current="levels" title={promotion.level_label_plural}>
      <LevelsEditor promotionId={promotion.id} levels={levels} levelLabel={promotion.level_label} />
    </PromotionFrame>
  );
}
