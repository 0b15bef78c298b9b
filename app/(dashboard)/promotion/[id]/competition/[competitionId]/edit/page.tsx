// /promotion/{id}/competition/{competitionId}/edit
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { requireAdminPromotionPage } from '@/server/promotions/admin/pages';
import { findCompetition, pageIdOf } from '@/server/competitions/admin';
import { PromotionFrame } from '@/components/admin/promotions/promotion-frame';
import { CompetitionForm } from '@/components/admin/competitions/competition-form';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('admin-pages');
  return { title: t('editCompetition.title') };
}

export default async function EditCompetitionPage({ params }: { params: Promise<{ id: string; competitionId: string }> }) {
  const t = await getTranslations('admin-pages');
  const p = await params;
  const promotion = await requireAdminPromotionPage(p.id);
  const id = pageIdOf(p.competitionId);
  const competition = id ? await findCompetition(promotion.id, id) : null;
  if (!competition) notFound();
  return (
    <PromotionFrame promotion={promotion} current="competitions" title={competition.name ?? t('editCompetition.title')}>
      <CompetitionForm promotionId={promotion.id} competition={competition} draft={competition} />
    </PromotionFrame>
  );
}
