// /content/{category}/welcome?promotion_id=: the category's items as the promotion (or the defaults) shows them.
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import Link from 'next/link';
import { loadContentEditor } from '@/server/content/admin/pages';
import { ContentFrame } from '@/components/admin/content/content-frame';
import { ContentList } from '@/components/admin/content/content-list';
import { contentHref } from '@/components/admin/content/links';
import { Button } from '@/components/ui';
import { categoryName } from '@/lib/content/names';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('admin-content');
  return { title: t('metaContent') };
}

export default async function ContentWelcomePage({ params, searchParams }: { params: Promise<{ category: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const [{ category }, query, t] = await Promise.all([params, searchParams, getTranslations('admin-content')]);
  const page = await loadContentEditor(category, query);
  const promotionId = page.promotion?.id ?? null;
  const title = t('listTitle', { category: categoryName(page.category, t) });
  return (
    <ContentFrame
      category={page.category}
      promotion={page.promotion}
      promotions={page.promotions}
      categories={page.categories}
      title={title}
      current={title}
      internalKey={page.category}
      actions={page.rule.addKeys ? <Button asChild><Link href={contentHref(page.category, 'editadd', promotionId)}>{t('addContent')}</Link></Button> : null}
    >
      <ContentList key={`${page.category}-${promotionId}`} category={page.category} rule={page.rule} promotionId={promotionId} orderPromotionId={promotionId} items={page.items} />
    </ContentFrame>
  );
}
