// /promotion/{id}/eop?location_id: the end-of-program report as a page, with its PDF one click away.
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { requireAdminPromotionPage } from '@/server/promotions/admin/pages';
import { requireRolePage } from '@/server/pages/guards';
import { eopReport } from '@/server/reports/eop';
import { PromotionFrame } from '@/components/admin/promotions/promotion-frame';
import { EopReportView } from '@/components/admin/eop/eop-report';
import { topLevelLocations } from '@/server/locations/queries';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('admin-pages');
  return { title: t('eop.title') };
}

export default async function EopPage({ params, searchParams }: { params: Promise<{ id: string }>; searchParams: Promise<{ location_id?: string }> }) {
  const t = await getTranslations('admin-pages');
  const promotion = await requireAdminPromotionPage((await params).id);
  const { user } = await requireRolePage(['Master']);
  const raw = (await searchParams).location_id;
  const locationId = raw && /^[1-9]\d{0,8}$/.test(raw) ? Number(raw) : null;
  const [report, locations] = await Promise.all([
    eopReport({ id: user.id, role: 'Master', location_id: null }, promotion.id, locationId).catch(() => null),
    topLevelLocations(promotion.id),
  ]);
  return (
    <PromotionFrame promotion={promotion} current="eop" title={t('eop.title')}>
      <EopReportView promotionId={promotion.id} report={report} locations={locations} locationId={locationId} />
    </PromotionFrame>
  );
}
