// /promotion/{id}/reports: the reports page (loads reports and report fields). Coordinators reach the same workspace
// from the coordinator dashboard's Reports tab.
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { requireAdminPromotionPage } from '@/server/promotions/admin/pages';
import { loadReportsWorkspace } from '@/server/reports/workspace';
import { PromotionFrame } from '@/components/admin/promotions/promotion-frame';
import { ReportsWorkspace } from '@/components/admin/reports/reports-workspace';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('admin-pages');
  return { title: t('reports.title') };
}

export default async function ReportsPage({ params }: { params: Promise<{ id: string }> }) {
  const t = await getTranslations('admin-pages');
  const promotion = await requireAdminPromotionPage((await params).id);
  const initial = await loadReportsWorkspace(promotion.id, 'Master');
  return (
    <PromotionFrame promotion={promotion} current="reports" title={t('reports.title')} intro={t('reports.intro')}>
      <ReportsWorkspace promotionId={promotion.id} viewer={{ role: 'Master' }} initial={initial} />
    </PromotionFrame>
  );
}
