// /promotion/{id}/participant_video: video_url, the button and caption URLs.
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { requireAdminPromotionPage } from '@/server/promotions/admin/pages';
import { PromotionFrame } from '@/components/admin/promotions/promotion-frame';
import { ParticipantVideoForm } from '@/components/admin/promotions/settings-forms';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('admin-pages');
  return { title: t('participantVideo.title') };
}

export default async function ParticipantVideoPage({ params }: { params: Promise<{ id: string }> }) {
  const t = await getTranslations('admin-pages');
  const promotion = await requireAdminPromotionPage((await params).id);
  return (
    <PromotionFrame promotion={promotion} current="participant_video" title={t('participantVideo.title')}>
      <ParticipantVideoForm key={promotion.updated_at} promotion={promotion} />
    </PromotionFrame>
  );
}
