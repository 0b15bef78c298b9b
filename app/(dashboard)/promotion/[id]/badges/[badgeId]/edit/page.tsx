// /promotion/{id}/badges/{badgeId}/edit: a badge in force in the promotion (its own, or a default to customize).
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { requireAdminPromotionPage } from '@/server/promotions/admin/pages';
import { findAdminBadge } from '@/server/badges/admin';
import { PromotionFrame } from '@/components/admin/promotions/promotion-frame';
import { BadgeForm } from '@/components/admin/badges/badge-form';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('admin-pages');
  return { title: t('editBadge.metaTitle') };
}

export default async function EditBadgePage({ params }: { params: Promise<{ id: string; badgeId: string }> }) {
  const { id, badgeId } = await params;
  const promotion = await requireAdminPromotionPage(id);
  const badge = /^\d{1,9}$/.test(badgeId) ? await findAdminBadge(promotion.id, Number(badgeId)) : null;
  if (!badge) notFound();
  return (
    <PromotionFrame promotion={promotion} current="badges" title={badge.name}>
      <BadgeForm promotionId={promotion.id} badge={badge} />
    </PromotionFrame>
  );
}
