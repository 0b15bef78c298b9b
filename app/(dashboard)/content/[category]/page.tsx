// /content/{category}: the category's list (its 'welcome' child).
import { redirect } from 'next/navigation';
import { requirePromotionAdminPage } from '@/server/promotions/admin/pages';

export default async function ContentCategory({ params, searchParams }: { params: Promise<{ category: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requirePromotionAdminPage();
  const [{ category }, { promotion_id }] = await Promise.all([params, searchParams]);
  redirect(`/content/${category}/welcome${typeof promotion_id === 'string' ? `?promotion_id=${encodeURIComponent(promotion_id)}` : ''}`);
}
