// /promotion/{id}/evaluations-definitions/{evaluation_definition_id}/edit
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { requireAdminPromotionPage } from '@/server/promotions/admin/pages';
import { listCustomPrompts } from '@/server/custom-prompts/admin';
import { listAdminDefinitions } from '@/server/evaluations/admin';
import { pageIdOf } from '@/server/competitions/admin';
import { PromotionFrame } from '@/components/admin/promotions/promotion-frame';
import { DefinitionEditor } from '@/components/admin/evaluations/definition-editor';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('admin-pages');
  return { title: t('editDefinition.metaTitle') };
}

export default async function EditDefinitionPage({ params }: { params: Promise<{ id: string; evaluation_definition_id: string }> }) {
  const p = await params;
  const promotion = await requireAdminPromotionPage(p.id);
  const id = pageIdOf(p.evaluation_definition_id);
  const [definitions, prompts] = await Promise.all([listAdminDefinitions(promotion.id), listCustomPrompts(promotion.id)]);
  const definition = definitions.find((d) => d.id === id);
  if (!definition) notFound();
  return (
    <PromotionFrame promotion={promotion} current="evaluations-definitions" title={definition.name}>
      <DefinitionEditor promotionId={promotion.id} definition={definition} prompts={prompts} />
    </PromotionFrame>
  );
}
