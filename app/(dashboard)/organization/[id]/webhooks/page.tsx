import Link from 'next/link';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { requireRolePage } from '@/server/pages/guards';
import { Button } from '@/components/ui';
import { AdminPage } from '@/components/admin/shared/admin-page';
import { WebhooksManager } from '@/components/admin/webhooks/webhooks-manager';
import { databaseIdOf } from '@/components/admin/shared/database-id';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('admin-integrations');
  return { title: t('webhooks.title') };
}

// The organization's outgoing webhooks (docs/webhooks.md): endpoints, their delivery log, redelivery and a test send.
export default async function OrganizationWebhooksPage({ params }: { params: Promise<{ id: string }> }) {
  await requireRolePage(['Master', 'Reseller']);
  const id = databaseIdOf((await params).id);
  const t = await getTranslations('admin-integrations.webhooks');
  return (
    <AdminPage title={t('title')} intro={t('intro')}
      actions={<Button asChild variant="secondary"><Link href={`/organization/${id}`}>{t('backToOrganization')}</Link></Button>}>
      <WebhooksManager organizationId={id} />
    </AdminPage>
  );
}
