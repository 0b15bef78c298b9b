// /content/{category}/welcome?promotion_id=: the category's items as the promotion (or the defaults) shows them.
import type { Metadata } from 'next';
import Link from 'next/link';
import { loadContentEditor } from '@/server/content/admin/pages';
import { ContentFrame } from '@/components/admin/content/content-frame';
import { ContentList } from '@/components/admin/content/content-list';
import { contentHref } from '@/components/admin/content/links';
import { Button } from '@/components/ui';
import { categoryName } from '@/lib/content/names';

export const metadata: Metadata = { title: 'Content' };

export default async function ContentWelcomePage({ params, searchParams }: { params: Promise<{ category: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const [{ category }, query] = await Promise.all([params, searchParams]);
  const page = await loadContentEditor(category, query);
  const promotionId = page.promotion?.id ?? null;
  return (
    <ContentFrame
      category={page.category}
      promotion={page.promotion}
      promotions={page.promotions}
      categories={page.categories}
      title={`Content: ${categoryName(page.category)}`}
      current={`Content: ${categoryName(page.category)}`}
      internalKey={page.category}
      actions={page.rule.addKeys ? <Button asChild><Link href={contentHref(page.category, 'editadd', promotionId)}>Add content</Link></Button> : null}
    >
      <ContentList key={`${page.category}-${promotionId}`} category={page.category} rule={page.rule} promotionId={promotionId} orderPromotionId={promotionId} items={page.items} />
    </ContentFrame>
  );
}
