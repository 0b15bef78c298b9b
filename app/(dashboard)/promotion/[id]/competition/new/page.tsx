// /promotion/{id}/competition/new: a new competition from the §9 defaults and the promotion's dates.
import type { Metadata } from 'next';
import { requireAdminPromotionPage } from '@/server/promotions/admin/pages';
import { competitionDefaults } from '@/server/competitions/admin';
import { PromotionFrame } from '@/components/admin/promotions/promotion-frame';
import { CompetitionForm } from '@/components/admin/competitions/competition-form';

export const metadata: Metadata = { title: 'New competition' };

export default async function NewCompetitionPage({ params }: { params: Promise<{ id: string }> }) {
  const promotion = await requireAdminPromotionPage((await params).id);
  const draft = await competitionDefaults(promotion.id);
  return (
    <PromotionFrame promotion={promotion} current="competitions" title="New competition">
      <CompetitionForm promotionId={promotion.id} competition={null} draft={draft} />
    </PromotionFrame>
  );
}
