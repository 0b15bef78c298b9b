// /content/{category}/edit?promotion_id=&id=: one item as the promotion shows it; saving a default here creates the
// promotion's override.
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { loadContentEditor, loadEditedItem } from '@/server/content/admin/pages';
import { ContentFrame } from '@/components/admin/content/content-frame';
import { ContentForm } from '@/components/admin/content/content-form';
import { contentKeyName } from '@/lib/content/names';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('admin-content');
  return { title: t('metaEdit') };
}

export default async function ContentEditPage({ params, searchParams }: { params: Promise<{ category: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const [{ category }, query, t] = await Promise.all([params, searchParams, getTranslations('admin-content')]);
  const page = await loadContentEditor(category, query);
  const item = await loadEditedItem(page.scope, page.category, query);
  const title = t('editTitle', { name: contentKeyName(item.key, t) });
  const groups = [...new Set(page.items.flatMap((i) => (i.group ? [i.group] : [])))].sort();
  return (
    <ContentFrame category={page.category} promotion={page.promotion} promotions={page.promotions} categories={page.categories} title={title} current={title} internalKey={item.key}>
      <ContentForm key={`${item.id}-${item.updated_at}`} category={page.category} rule={page.rule} promotionId={page.promotion?.id ?? null} galleryPromotionId={page.galleryPromotionId} item={item} groups={groups} />
    </ContentFrame>
  );
}
