// The frame of the content editor's screens: where it sits, the category and promotion being edited (pickers that
// change the address), the screen's title and actions. Titles use people's names (lib/content/names.ts); the internal
// key shows small under them, for support.
import type { ReactNode } from 'react';
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
  const description = categoryDescription(category);
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8 sm:px-6">
      <Breadcrumb
        trail={[
          { href: '/promotions', label: 'Promotions' },
          ...(promotion ? [{ href: `/promotion/${promotion.id}`, label: promotion.name }] : []),
        ]}
        current={current}
      />
      <AdminPageHeader eyebrow={`Content · ${promotion ? promotion.name : 'Defaults for every promotion'}`} title={title}
        actions={actions}
        intro={
          description || internalKey ? (
            <>
              {description ? <span className="block">{description}</span> : null}
              {internalKey ? <span className="mt-1 block text-xs text-ink-muted">Key: <code className="font-mono">{internalKey}</code></span> : null}
            </>
          ) : null
        }
      />
      <ScopePicker category={category} promotionId={promotion?.id ?? null} promotions={promotions} categories={categories} />
      {children}
    </div>
  );
}
