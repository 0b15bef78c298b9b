// /promotion/{id}/one_time_email/create: a new one-time email, sent an hour from now in Eastern Time unless changed.
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import Link from 'next/link';
import { requireAdminPromotionPage } from '@/server/promotions/admin/pages';
import { DEFAULT_SEND_TIME_ZONE, defaultSendTime } from '@/lib/emails/send-time';
import { PromotionFrame } from '@/components/admin/promotions/promotion-frame';
import { OneTimeEmailForm } from '@/components/admin/emails/one-time-email-form';
import { Button } from '@/components/ui';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('admin-pages');
  return { title: t('newEmail.title') };
}
// The default send time is "an hour from now": never a cached render.
export const dynamic = 'force-dynamic';

export default async function CreateOneTimeEmailPage({ params }: { params: Promise<{ id: string }> }) {
  const t = await getTranslations('admin-pages');
  const promotion = await requireAdminPromotionPage((await params).id);
  const initial = { subject: '', body: '', recipients: '', send_at: defaultSendTime(DEFAULT_SEND_TIME_ZONE), time_zone: DEFAULT_SEND_TIME_ZONE };
  return (
    <PromotionFrame
      promotion={promotion}
      current="one_time_email/queue"
      title={t('newEmail.title')}
      actions={<Button asChild variant="secondary"><Link href={`/promotion/${promotion.id}/one_time_email/queue`}>{t('emailQueue.metaTitle')}</Link></Button>}
    >
      <OneTimeEmailForm promotionId={promotion.id} initial={initial} />
    </PromotionFrame>
  );
}
