'use client';
// The duo template form under a promotion's Duos screen: after saving or deleting it stays in that promotion.
import type { AdminDuoTemplate } from '@/lib/scenes/admin';
import { DuoTemplateForm } from './duo-template-form';

export function PromotionDuoTemplateForm({ promotionId, template }: { promotionId: number; template?: AdminDuoTemplate }) {
  const base = `/promotion/${promotionId}/duos`;
  return <DuoTemplateForm template={template} editHref={(id) => `${base}/${id}/edit`} listHref={base} />;
}
