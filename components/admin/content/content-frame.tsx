// The frame of the content editor's screens: where it sits, the category and promotion being edited (pickers that
// change the address), the screen's title and actions. Titles use people's names (lib/content/names.ts); the internal
// key shows small under them, for support.
import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { Breadcrumb } from '@/components/ui';
import { AdminPageHeader } from '@/components/admin/shared/admin-page';
import { ScopePicker } from './scope-picker';
import { categoryDescription } from '@/lib/content/names';

interface Props {
  category: string;
  promotion: { id: number; name: string } | null;
  promotions: { id: number; name: string; is_default: boolean }[];
  categories: string[];
  title: string;
  current: string;
  actions?: ReactNode;
  /** The internal key of what the title names (a category or an item's key), shown small under it. */
  internalKey?: string;
  children: ReactNode;
}

export function ContentFrame({ category, promotion, promotions, categories, title, current, actions, internalKey, children }: Props) {
  const t = useTranslations('admin-content');
  const description = categoryDescription(category, t);
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8 sm:px-6">
      <Breadcrumb
        trail={[
          { href: '/promotions', label: t('breadcrumbPromotions') },
          ...(promotion ? [{ href: `/promotion/${promotion.id}`, label: promotion.name }] : []),
        ]}
        current={current}
      />
      <AdminPageHeader eyebrow={t('eyebrow', { scope: promotion ? promotion.name : t('eyebrowDefaults') })} title={title}
        actions={actions}
        intro={
          description || internalKey ? (
            <>
              {description ? <span className="block">{description}</span> : null}
              {internalKey ? <span className="mt-1 block text-xs text-ink-muted">{t.rich('internalKey', { key: internalKey, code: (chunks) => <code className="font-mono">{chunks}</code> })}</span> : null}
            </>
          ) : null
        }
      />
      <ScopePicker category={category} promotionId={promotion?.id ?? null} promotions={promotions} categories={categories} />
      {children}
    </div>
  );
}
