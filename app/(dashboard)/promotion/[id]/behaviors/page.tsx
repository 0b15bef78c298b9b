// /promotion/{id}/behaviors (also /competition-behaviors): the promotion's default behaviors.
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { requireAdminPromotionPage } from '@/server/promotions/admin/pages';
import { listBehaviors, pageIdOf } from '@/server/competitions/admin';
import { PromotionFrame } from '@/components/admin/promotions/promotion-frame';
import { BehaviorsEditor } from '@/components/admin/competitions/behaviors-editor';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('admin-pages');
  return { title: t('defaultBehaviors.title') };
}

export default async function DefaultBehaviorsPage({ params, searchParams }: { params: Promise<{ id: string }>; searchParams: Promise<{ behaviorId?: string }> }) {
  const t = await getTranslations('admin-pages');
  const [p, q] = await Promise.all([params, searchParams]);
  const promotion = await requireAdminPromotionPage(p.id);
  const behaviors = await listBehaviors(promotion.id, null);
  return (
    <PromotionFrame promotion={promotion} current="competitions" title={t('defaultBehaviors.title')}>
      <BehaviorsEditor promotionId={promotion.id} behaviors={behaviors} selectedId={pageIdOf(q.behaviorId)} competition={null} />
    </PromotionFrame>
  );
}
