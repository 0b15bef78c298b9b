'use client';
// The promotion's name above its history, from the picker's list (what the account administers).
import { useGroupedPromotions } from '@/lib/super-users/query';

export function PromotionTitle({ id }: { id: number }) {
  const grouped = useGroupedPromotions();
  const promotion = grouped.data?.flatMap((g) => g.promotions).find((p) => p.id === id);
  return <>Every change to {promotion ? <strong className="text-ink">{promotion.name}</strong> : 'this promotion'}: who, when, from where, and what changed.</>;
}
