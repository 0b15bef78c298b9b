// /promotion/{id}/one_time_email/queue: the promotion's one-time emails, upcoming first.
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import Link from 'next/link';
import { requireAdminPromotionPage } from '@/server/promotions/admin/pages';
import { listCustomEmails } from '@/server/one-time-emails/queries';
import { PromotionFrame } from '@/components/admin/promotions/promotion-frame';
import { EmailQueue } from '@/components/admin/emails/email-queue';
import { Button } from '@/components/ui';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('admin-pages');
  return { title: t('emailQueue.metaTitle') };
}

export default async function OneTimeEmailQueuePage({ params }: { params: Promise<{ id: string }> }) {
  const t = await getTranslations('admin-pages');
  const promotion = await requireAdminPromotionPage((await params).id);
  const emails = await listCustomEmails(promotion.id);
  return (
    <PromotionFrame
      promotion={promotion}
      current="one_time_email/queue"
      title={t('emailQueue.title')}
      intro={t('emailQueue.intro')}
      actions={<Button asChild><Link href={`/promotion/${promotion.id}/one_time_email/create`}>{t('emailQueue.new')}</Link></Button>}
    >
      <EmailQueue promotionId={promotion.id} emails={emails} />
    </PromotionFrame>
  );
}
