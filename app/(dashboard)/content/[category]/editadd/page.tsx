// /content/{category}/editadd?promotion_id=: a new key (or group) of a category that takes new keys.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { loadContentEditor } from '@/server/content/admin/pages';
import { ContentFrame } from '@/components/admin/content/content-frame';
import { categoryName } from '@/lib/content/names';
import { ContentForm } from '@/components/admin/content/content-form';

export const metadata: Metadata = { title: 'Add content' };

export default async function ContentAddPage({ params, searchParams }: { params: Promise<{ category: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const [{ category }, query] = await Promise.all([params, searchParams]);
  const page = await loadContentEditor(category, query);
  if (!page.rule.addKeys) notFound();
  const groups = [...new Set(page.items.flatMap((i) => (i.group ? [i.group] : [])))].sort();
  return (
    <ContentFrame category={page.category} promotion={page.promotion} promotions={page.promotions} categories={page.categories} title={`Add to ${categoryName(page.category)}`} current="Add content">
      <ContentForm category={page.category} rule={page.rule} promotionId={page.promotion?.id ?? null} galleryPromotionId={page.galleryPromotionId} item={null} groups={groups} />
    </ContentFrame>
  );
}
