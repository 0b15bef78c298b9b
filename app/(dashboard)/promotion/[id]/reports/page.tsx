// /promotion/{id}/reports: the reports page (loads reports and report fields). Coordinators reach the same workspace
// from the coordinator dashboard's Reports tab.
import type { Metadata } from 'next';
import { requireAdminPromotionPage } from '@/server/promotions/admin/pages';
import { loadReportsWorkspace } from '@/server/reports/workspace';
import { PromotionFrame } from '@/components/admin/promotions/promotion-frame';
import { ReportsWorkspace } from '@/components/admin/reports/reports-workspace';

export const metadata: Metadata = { title: 'Reports' };

export default async function ReportsPage({ params }: { params: Promise<{ id: string }> }) {
  const promotion = await requireAdminPromotionPage((await params).id);
  const initial = await loadReportsWorkspace(promotion.id, 'Master');
  return (
    <PromotionFrame promotion={promotion} current="reports" title="Reports" intro="Pick a report to run it, or build a new one. Export streams every row to CSV.">
      <ReportsWorkspace promotionId={promotion.id} viewer={{ role: 'Master' }} initial={initial} />
    </PromotionFrame>
  );
}
