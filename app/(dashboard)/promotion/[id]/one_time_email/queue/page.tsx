// /promotion/{id}/one_time_email/queue: the promotion's one-time emails, upcoming first.
import type { Metadata } from 'next';
import Link from 'next/link';
import { requireAdminPromotionPage } from '@/server/promotions/admin/pages';
import { listCustomEmails } from '@/server/one-time-emails/queries';
import { PromotionFrame } from '@/components/admin/promotions/promotion-frame';
import { EmailQueue } from '@/components/admin/emails/email-queue';
import { Button } from '@/components/ui';

export const metadata: Metadata = { title: 'Email queue' };

export default async function OneTimeEmailQueuePage({ params }: { params: Promise<{ id: string }> }) {
  const promotion = await requireAdminPromotionPage((await params).id);
  const emails = await listCustomEmails(promotion.id);
  return (
    <PromotionFrame
      promotion={promotion}
      current="one_time_email/queue"
      title="One-time emails"
      intro="Emails to chosen participants, sent at the time you pick. Each is editable until it is sent."
      actions={<Button asChild><Link href={`/promotion/${promotion.id}/one_time_email/create`}>New email</Link></Button>}
    >
      <EmailQueue promotionId={promotion.id} emails={emails} />
    </PromotionFrame>
  );
}
