'use client';
// The promotion's name above its history, from the picker's list (what the account administers).
import { useTranslations } from 'next-intl';
import { useGroupedPromotions } from '@/lib/super-users/query';

export function PromotionTitle({ id }: { id: number }) {
  const t = useTranslations('admin-audit');
  const grouped = useGroupedPromotions();
  const promotion = grouped.data?.flatMap((g) => g.promotions).find((p) => p.id === id);
  return <>{t.rich('promotionIntro', { known: promotion ? 'true' : 'false', name: promotion?.name ?? '', strong: (chunks) => <strong className="text-ink">{chunks}</strong> })}</>;
}
