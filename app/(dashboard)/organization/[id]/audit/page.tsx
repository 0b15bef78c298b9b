import Link from 'next/link';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { requireRolePage } from '@/server/pages/guards';
import { Button } from '@/components/ui';
import { AdminPage } from '@/components/admin/shared/admin-page';
import { AuditTrail } from '@/components/admin/audit/audit-trail';
import { databaseIdOf } from '@/components/admin/shared/database-id';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('admin-organizations');
  return { title: t('audit.title') };
}

// The organization-level audit view: its own changes and its promotions'. Resellers see their organizations'.
export default async function OrganizationAuditPage({ params }: { params: Promise<{ id: string }> }) {
  await requireRolePage(['Master', 'Reseller']);
  const id = databaseIdOf((await params).id);
  const t = await getTranslations('admin-organizations');
  return (
    <AdminPage title={t('audit.title')} intro={t('audit.intro')}
      actions={<Button asChild variant="secondary"><Link href={`/organization/${id}`}>{t('backToOrganization')}</Link></Button>}>
      <AuditTrail scope={{ organization_id: id }} />
    </AdminPage>
  );
}
