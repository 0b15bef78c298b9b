// /promotion/{id}/push_notifications: the promotion's push flags and the notifications sent.
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import Link from 'next/link';
import { requireAdminPromotionPage } from '@/server/promotions/admin/pages';
import { listPushJobs } from '@/server/push/jobs';
import { PUSH_FLAG_LABELS, type PushFlag } from '@/lib/push/filters';
import { PromotionFrame } from '@/components/admin/promotions/promotion-frame';
import { PushFlags } from '@/components/admin/push/push-flags';
import { PushJobHistory } from '@/components/admin/push/push-job-history';
import { Button } from '@/components/ui';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('admin-pages');
  return { title: t('pushNotifications.title') };
}

export default async function PushNotificationsPage({ params }: { params: Promise<{ id: string }> }) {
  const t = await getTranslations('admin-pages');
  const promotion = await requireAdminPromotionPage((await params).id);
  const jobs = await listPushJobs(promotion.id);
  const flags = Object.fromEntries((Object.keys(PUSH_FLAG_LABELS) as PushFlag[]).map((k) => [k, promotion.flags[k]])) as Record<PushFlag, boolean>;
  return (
    <PromotionFrame
      promotion={promotion}
      current="push_notifications"
      title={t('pushNotifications.title')}
      intro={t('pushNotifications.intro')}
      actions={<Button asChild><Link href={`/promotion/${promotion.id}/custom_push_notifications`}>{t('newPush.title')}</Link></Button>}
    >
      <PushFlags promotionId={promotion.id} flags={flags} />
      <PushJobHistory jobs={jobs} />
    </PromotionFrame>
  );
}
