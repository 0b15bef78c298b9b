// /promotion/{id}/competition/{competitionId}/behaviors?behaviorId: a competition's behaviors.
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { requireAdminPromotionPage } from '@/server/promotions/admin/pages';
import { findCompetition, listBehaviors, pageIdOf } from '@/server/competitions/admin';
import { PromotionFrame } from '@/components/admin/promotions/promotion-frame';
import { BehaviorsEditor } from '@/components/admin/competitions/behaviors-editor';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('admin-pages');
  return { title: t('competitionBehaviors.metaTitle') };
}

export default async function CompetitionBehaviorsPage({ params, searchParams }: {
  params: Promise<{ id: string; competitionId: string }>;
  searchParams: Promise<{ behaviorId?: string }>;
}) {
  const t = await getTranslations('admin-pages');
  const [p, q] = await Promise.all([params, searchParams]);
  const promotion = await requireAdminPromotionPage(p.id);
  const id = pageIdOf(p.competitionId);
  const competition = id ? await findCompetition(promotion.id, id) : null;
  if (!competition) notFound();
  const behaviors = await listBehaviors(promotion.id, competition.id);
  const label = competition.name ?? t('competitionBehaviors.theCompetition');
  return (
    <PromotionFrame promotion={promotion} current="competitions" title={t('competitionBehaviors.title', { label: competition.behavior_label })}>
      <BehaviorsEditor
        promotionId={promotion.id} behaviors={behaviors} selectedId={pageIdOf(q.behaviorId)}
        competition={{ id: competition.id, starts_on: competition.competition_starts_on, ends_on: competition.competition_ends_on, label }}
      />
    </PromotionFrame>
  );
}
