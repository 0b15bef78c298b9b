// /promotion/{id}/custom_push_notifications: compose and send a push notification job.
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { requireAdminPromotionPage } from '@/server/promotions/admin/pages';
import { listPushJobs } from '@/server/push/jobs';
import { PromotionFrame } from '@/components/admin/promotions/promotion-frame';
import { PushJobForm } from '@/components/admin/push/push-job-form';
import { PushJobHistory } from '@/components/admin/push/push-job-history';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('admin-pages');
  return { title: t('newPush.title') };
}

export default async function CustomPushNotificationsPage({ params }: { params: Promise<{ id: string }> }) {
  const t = await getTranslations('admin-pages');
  const promotion = await requireAdminPromotionPage((await params).id);
  const jobs = await listPushJobs(promotion.id, 10);
  return (
    <PromotionFrame promotion={promotion} current="push_notifications" title={t('newPush.title')}>
      <PushJobForm promotionId={promotion.id} />
      <PushJobHistory jobs={jobs} />
    </PromotionFrame>
  );
}
