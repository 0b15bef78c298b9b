// /content: the content editor opens on the welcome category (of the promotion named, or the defaults).
import { redirect } from 'next/navigation';
import { requirePromotionAdminPage } from '@/server/promotions/admin/pages';

export default async function ContentIndex({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requirePromotionAdminPage();
  const { promotion_id } = await searchParams;
  redirect(`/content/welcome/welcome${typeof promotion_id === 'string' ? `?promotion_id=${encodeURIComponent(promotion_id)}` : ''}`);
}
