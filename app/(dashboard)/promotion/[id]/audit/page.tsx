import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { requireRolePage } from '@/server/pages/guards';
import { AdminPage } from '@/components/admin/shared/admin-page';
import { AuditTrail } from '@/components/admin/audit/audit-trail';
import { databaseIdOf } from '@/components/admin/shared/database-id';
import { DASHBOARD_ONLY_ROLES } from '@/lib/roles';
import { PromotionTitle } from '@/components/admin/audit/promotion-title';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('admin-pages');
  return { title: t('audit.title') };
}

// /promotion/{id}/audit: one promotion's changes. Masters any promotion; resellers and super coordinators the ones
// they administer (the API shows nothing else).
export default async function PromotionAuditPage({ params }: { params: Promise<{ id: string }> }) {
  const t = await getTranslations('admin-pages');
  await requireRolePage(DASHBOARD_ONLY_ROLES);
  const id = databaseIdOf((await params).id);
  return (
    <AdminPage title={t('audit.title')} intro={<PromotionTitle id={id} />}>
      <AuditTrail scope={{ promotion_id: id }} />
    </AdminPage>
  );
}
