// /promotion/{id}/competitions: the promotion's competitions (issue 15, docs/admin-competitions-and-evaluations.md).
import type { Metadata } from 'next';
import { requireAdminPromotionPage } from '@/server/promotions/admin/pages';
import { listCompetitions } from '@/server/competitions/admin';
import { PromotionFrame } from '@/components/admin/promotions/promotion-frame';
import { CompetitionsList } from '@/components/admin/competitions/competitions-list';

export const metadata: Metadata = { title: 'Competitions' };

export default async function CompetitionsPage({ params }: { params: Promise<{ id: string }> }) {
  const promotion = await requireAdminPromotionPage((await params).id);
  const competitions = await listCompetitions(promotion.id);
  return (
    <PromotionFrame promotion={promotion} current="competitions" title="Competitions" intro="Team competitions: their enrollment and competition windows, team sizes, labels and behaviors.">
      <CompetitionsList promotionId={promotion.id} competitions={competitions} />
    </PromotionFrame>
  );
}
