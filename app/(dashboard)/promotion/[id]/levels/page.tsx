// /promotion/{id}/levels: the promotion's levels (saveAll, delete).
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { requireAdminPromotionPage } from '@/server/promotions/admin/pages';
import { listLevels } from '@/server/promotions/admin/queries';
import { PromotionFrame } from '@/components/admin/promotions/promotion-frame';
import { LevelsEditor } from '@/components/admin/promotions/levels-editor';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('admin-pages');
  return { title: t('levels.metaTitle') };
}

export default async function LevelsPage({ params }: { params: Promise<{ id: string }> }) {
  const promotion = await requireAdminPromotionPage((await params).id);
  const levels = await listLevels(promotion.id);
  return (
    <PromotionFrame promotion={promotion} current="levels" title={promotion.level_label_plural}>
      <LevelsEditor promotionId={promotion.id} levels={levels} levelLabel={promotion.level_label} />
    </PromotionFrame>
  );
}
