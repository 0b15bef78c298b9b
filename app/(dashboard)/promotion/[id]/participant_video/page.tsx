// /promotion/{id}/participant_video: video_url, the button and caption URLs.
import type { Metadata } from 'next';
import { requireAdminPromotionPage } from '@/server/promotions/admin/pages';
import { PromotionFrame } from '@/components/admin/promotions/promotion-frame';
import { ParticipantVideoForm } from '@/components/admin/promotions/settings-forms';

export const metadata: Metadata = { title: 'Participant video' };

export default async function ParticipantVideoPage({ params }: { params: Promise<{ id: string }> }) {
  const promotion = await requireAdminPromotionPage((await params).id);
  return (
    <PromotionFrame promotion={promotion} current="participant_video" title="Participant video">
      <ParticipantVideoForm key={promotion.updated_at} promotion={promotion} />
    </PromotionFrame>
  );
}
