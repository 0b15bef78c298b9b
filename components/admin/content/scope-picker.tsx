'use client';
// Which content is edited: the category and the promotion (or the defaults every promotion starts from).
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { Field, Select } from '@/components/ui';
import { contentHref } from './links';
import { categoryName } from '@/lib/content/names';

interface Props {
  category: string;
  promotionId: number | null;
  promotions: { id: number; name: string; is_default: boolean }[];
  categories: string[];
}

export function ScopePicker({ category, promotionId, promotions, categories }: Props) {
  const router = useRouter();
  const t = useTranslations('admin-content');
  const go = (nextCategory: string, nextPromotion: number | null) => router.push(contentHref(nextCategory, 'welcome', nextPromotion));
  return (
    <div className="grid gap-4 rounded-2xl border border-line bg-surface p-4 shadow-card sm:grid-cols-2">
      <Field label={t('scopeCategory')}>
        <Select value={category} onChange={(e) => go(e.target.value, promotionId)}>
          {[...categories].sort((a, b) => categoryName(a, t).localeCompare(categoryName(b, t))).map((c) => <option key={c} value={c}>{categoryName(c, t)}</option>)}
        </Select>
      </Field>
      <Field label={t('scopePromotion')} description={t('scopePromotionHelp')}>
        <Select value={promotionId === null ? '' : String(promotionId)} onChange={(e) => go(category, e.target.value ? Number(e.target.value) : null)}>
          <option value="">{t('scopeDefaults')}</option>
          {promotions.filter((p) => !p.is_default).map((p) => <option key={p.id} value={p.id}>{p.name}</option>)}
        </Select>
      </Field>
    </div>
  );
}
