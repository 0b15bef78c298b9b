// /promotion/{id}/evaluations-definitions/new
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { requireAdminPromotionPage } from '@/server/promotions/admin/pages';
import { listCustomPrompts } from '@/server/custom-prompts/admin';
import { PromotionFrame } from '@/components/admin/promotions/promotion-frame';
import { DefinitionEditor } from '@/components/admin/evaluations/definition-editor';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('admin-pages');
  return { title: t('newDefinition.title') };
}

export default async function NewDefinitionPage({ params }: { params: Promise<{ id: string }> }) {
  const t = await getTranslations('admin-pages');
  const promotion = await requireAdminPromotionPage((await params).id);
  const prompts = await listCustomPrompts(promotion.id);
  return (
    <PromotionFrame promotion={promotion} current="evaluations-definitions" title={t('newDefinition.title')}>
      <DefinitionEditor promotionId={promotion.id} definition={null} prompts={prompts} />
    </PromotionFrame>
  );
}
