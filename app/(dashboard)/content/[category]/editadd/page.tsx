// /content/{category}/editadd?promotion_id=: a new key (or group) of a category that takes new keys.
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { loadContentEditor } from '@/server/content/admin/pages';
import { ContentFrame } from '@/components/admin/content/content-frame';
import { categoryName } from '@/lib/content/names';
import { ContentForm } from '@/components/admin/content/content-form';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('admin-content');
  return { title: t('metaAdd') };
}

export default async function ContentAddPage({ params, searchParams }: { params: Promise<{ category: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const [{ category }, query, t] = await Promise.all([params, searchParams, getTranslations('admin-content')]);
  const page = await loadContentEditor(category, query);
  if (!page.rule.addKeys) notFound();
  const groups = [...new Set(page.items.flatMap((i) => (i.group ? [i.group] : [])))].sort();
  return (
    <ContentFrame category={page.category} promotion={page.promotion} promotions={page.promotions} categories={page.categories} title={t('addTitle', { category: categoryName(page.category, t) })} current={t('addContent')}>
      <ContentForm category={page.category} rule={page.rule} promotionId={page.promotion?.id ?? null} galleryPromotionId={page.galleryPromotionId} item={null} groups={groups} />
    </ContentFrame>
  );
}
