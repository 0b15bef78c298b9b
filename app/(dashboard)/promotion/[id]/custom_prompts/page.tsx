// /promotion/{id}/custom_prompts: the promotion's custom prompts (issue 15).
import type { Metadata } from 'next';
import { requireAdminPromotionPage } from '@/server/promotions/admin/pages';
import { listCustomPrompts, locationTagChoices } from '@/server/custom-prompts/admin';
import { PromotionFrame } from '@/components/admin/promotions/promotion-frame';
import { CustomPromptsEditor } from '@/components/admin/evaluations/custom-prompts-editor';

export const metadata: Metadata = { title: 'Custom prompts' };

export default async function CustomPromptsPage({ params }: { params: Promise<{ id: string }> }) {
  const promotion = await requireAdminPromotionPage((await params).id);
  const [prompts, tags] = await Promise.all([listCustomPrompts(promotion.id), locationTagChoices(promotion.id)]);
  return (
    <PromotionFrame promotion={promotion} current="custom_prompts" title="Custom prompts" intro="Questions of your own, asked at registration, in evaluations or on the profile.">
      <CustomPromptsEditor promotionId={promotion.id} prompts={prompts} locationTags={tags} />
    </PromotionFrame>
  );
}
