// /promotion/{id}/evaluations-definitions: the promotion's evaluation definitions (issue 15).
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { requireAdminPromotionPage } from '@/server/promotions/admin/pages';
import { listAdminDefinitions } from '@/server/evaluations/admin';
import { PromotionFrame } from '@/components/admin/promotions/promotion-frame';
import { DefinitionsList } from '@/components/admin/evaluations/definitions-list';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('admin-pages');
  return { title: t('definitions.title') };
}

export default async function DefinitionsPage({ params }: { params: Promise<{ id: string }> }) {
  const t = await getTranslations('admin-pages');
  const promotion = await requireAdminPromotionPage((await params).id);
  const definitions = await listAdminDefinitions(promotion.id);
  return (
    <PromotionFrame promotion={promotion} current="evaluations-definitions" title={t('definitions.title')}>
      <DefinitionsList promotionId={promotion.id} definitions={definitions} />
    </PromotionFrame>
  );
}
