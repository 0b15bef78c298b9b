// /promotion/{id}/one_time_email/edit/{emailId}: editable until sent; a sent one goes back to the queue.
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import Link from 'next/link';
import { notFound, redirect } from 'next/navigation';
import { requireAdminPromotionPage } from '@/server/promotions/admin/pages';
import { findCustomEmail } from '@/server/one-time-emails/queries';
import { NotFound } from '@/server/platform/errors';
import type { SendTimeZone } from '@/lib/emails/send-time';
import { PromotionFrame } from '@/components/admin/promotions/promotion-frame';
import { OneTimeEmailForm } from '@/components/admin/emails/one-time-email-form';
import { Button } from '@/components/ui';
import type { PushJobFilter } from '@/lib/push/filters';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('admin-pages');
  return { title: t('editEmail.title') };
}

export default async function EditOneTimeEmailPage({ params }: { params: Promise<{ id: string; emailId: string }> }) {
  const t = await getTranslations('admin-pages');
  const { id, emailId } = await params;
  const promotion = await requireAdminPromotionPage(id);
  const numeric = /^[1-9]\d{0,9}$/.test(emailId) && Number(emailId) <= 2 ** 31 - 1 ? Number(emailId) : null;
  if (!numeric) notFound();
  const email = await findCustomEmail(promotion.id, numeric).catch((error: unknown) => {
    if (error instanceof NotFound) notFound();
    throw error;
  });
  const queue = `/promotion/${promotion.id}/one_time_email/queue`;
  if (email.status !== 'queued') redirect(queue);
  const initial = { subject: email.subject, body: email.body, recipients: email.recipients, send_at: email.send_at_local, time_zone: email.time_zone as SendTimeZone, filters: email.filters as PushJobFilter[] };
  return (
    <PromotionFrame
      promotion={promotion}
      current="one_time_email/queue"
      title={t('editEmail.title')}
      actions={<Button asChild variant="secondary"><Link href={queue}>{t('emailQueue.metaTitle')}</Link></Button>}
    >
      <OneTimeEmailForm promotionId={promotion.id} emailId={email.id} initial={initial} />
    </PromotionFrame>
  );
}
