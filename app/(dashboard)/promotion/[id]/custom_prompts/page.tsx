// /promotion/{id}/custom_prompts: the promotion's custom prompts (issue 15).
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { requireAdminPromotionPage } from '@/server/promotions/admin/pages';
import { listCustomPrompts, locationTagChoices } from '@/server/custom-prompts/admin';
import { PromotionFrame } from '@/components/admin/promotions/promotion-frame';
import { CustomPromptsEditor } from '@/components/admin/evaluations/custom-prompts-editor';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('admin-pages');
  return { title: t('customPrompts.title') };
}

export default async function CustomPromptsPage({ params }: { params: Promise<{ id: string }> }) {
  const t = await getTranslations('admin-pages');
  const promotion = await requireAdminPromotionPage((await params).id);
  const [prompts, tags] = await Promise.all([listCustomPrompts(promotion.id), locationTagChoices(promotion.id)]);
  return (
    <PromotionFrame promotion={promotion} current="custom_prompts" title={t('customPrompts.title')} intro={t('customPrompts.intro')}>
      <CustomPromptsEditor promotionId={promotion.id} prompts={prompts} locationTags={tags} />
    </PromotionFrame>
  );
}
