import Link from 'next/link';
import type { Metadata } from 'next';
import { requireRolePage } from '@/server/pages/guards';
import { Button } from '@/components/ui';
import { AdminPage } from '@/components/admin/shared/admin-page';
import { AuditTrail } from '@/components/admin/audit/audit-trail';
import { databaseIdOf } from '@/components/admin/shared/database-id';

export const metadata: Metadata = { title: 'Organization history' };

// The organization-level audit view: its own changes and its promotions'. Resellers see their organizations'.
export default async function OrganizationAuditPage({ params }: { params: Promise<{ id: string }> }) {
  await requireRolePage(['Master', 'Reseller']);
  const id = databaseIdOf((await params).id);
  return (
    <AdminPage title="Organization history" intro="Every change to this organization and its promotions: who, when, from where, and what changed."
      actions={<Button asChild variant="secondary"><Link href={`/organization/${id}`}>Back to organization</Link></Button>}>
      <AuditTrail scope={{ organization_id: id }} />
    </AdminPage>
  );
}
