// /promotions?org_id&reseller_id: the masters' promotions table (and their landing on the dashboard host).
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import Link from 'next/link';
import { Suspense } from 'react';
import { requirePromotionAdminPage, promotionSiteTemplate } from '@/server/promotions/admin/pages';
import { promotionFormOptions } from '@/server/promotions/admin/queries';
import { PromotionsTable } from '@/components/admin/promotions/promotions-table';
import { LoadingBlock } from '@/components/feedback/load-states';
import { Button } from '@/components/ui';
import { AdminPageHeader } from '@/components/admin/shared/admin-page';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('admin-pages');
  return { title: t('promotions.title') };
}

export default async function PromotionsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const t = await getTranslations('admin-pages');
  await requirePromotionAdminPage();
  const [options, query] = await Promise.all([promotionFormOptions(), searchParams]);
  // Filtered by an organization, a new promotion starts under it.
  const orgId = typeof query.org_id === 'string' && options.organizations.some((o) => String(o.id) === query.org_id) ? query.org_id : null;
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8 sm:px-6">
      <AdminPageHeader
        eyebrow={t('promotions.eyebrow')}
        title={t('promotions.title')}
        actions={<Button asChild><Link href={orgId ? `/promotion/new/create?org_id=${orgId}` : '/promotion/new/create'}>{t('promotions.new')}</Link></Button>}
      />
      <Suspense fallback={<LoadingBlock label={t('promotions.loading')} />}>
        <PromotionsTable options={{ organizations: options.organizations, resellers: options.resellers }} siteTemplate={promotionSiteTemplate()} />
      </Suspense>
    </div>
  );
}
