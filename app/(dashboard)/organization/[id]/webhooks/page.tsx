import Link from 'next/link';
import type { Metadata } from 'next';
import { requireRolePage } from '@/server/pages/guards';
import { Button } from '@/components/ui';
import { AdminPage } from '@/components/admin/shared/admin-page';
import { WebhooksManager } from '@/components/admin/webhooks/webhooks-manager';
import { databaseIdOf } from '@/components/admin/shared/database-id';

export const metadata: Metadata = { title: 'Webhooks' };

// The organization's outgoing webhooks (docs/webhooks.md): endpoints, their delivery log, redelivery and a test send.
export default async function OrganizationWebhooksPage({ params }: { params: Promise<{ id: string }> }) {
  await requireRolePage(['Master', 'Reseller']);
  const id = databaseIdOf((await params).id);
  return (
    <AdminPage title="Webhooks" intro="Renew tells your systems when something happens: signed JSON (Standard Webhooks), or a message in a Slack or Microsoft Teams channel."
      actions={<Button asChild variant="secondary"><Link href={`/organization/${id}`}>Back to organization</Link></Button>}>
      <WebhooksManager organizationId={id} />
    </AdminPage>
  );
}
