// /custom_prompts?promotionId=: the custom prompts screen "reached with promotionId" (administration.md §2).
import { redirect } from 'next/navigation';
import { requireAdminPromotionPage } from '@/server/promotions/admin/pages';

export default async function CustomPromptsByQueryPage({ searchParams }: { searchParams: Promise<{ promotionId?: string }> }) {
  const promotion = await requireAdminPromotionPage((await searchParams).promotionId ?? '');
  redirect(`/promotion/${promotion.id}/custom_prompts`);
}
