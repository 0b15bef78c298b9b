// The frame of the content editor's screens: where it sits, the category and promotion being edited (pickers that
// change the address), the screen's title and actions.
import type { ReactNode } from 'react';
import { Breadcrumb } from '@/components/ui';
import { ScopePicker } from './scope-picker';

interface Props {
  category: string;
  promotion: { id: number; name: string } | null;
  promotions: { id: number; name: string; is_default: boolean }[];
  categories: string[];
  title: string;
  current: string;
  actions?: ReactNode;
  children: ReactNode;
}

export function ContentFrame({ category, promotion, promotions, categories, title, current, actions, children }: Props) {
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8 sm:px-6">
      <Breadcrumb
        trail={[
          { href: '/promotions', label: 'Promotions' },
          ...(promotion ? [{ href: `/promotion/${promotion.id}`, label: promotion.name }] : []),
        ]}
        current={current}
      />
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="text-sm font-semibold tracking-wider text-brand-strong uppercase">
            Content · {promotion ? promotion.name : 'Defaults for every promotion'}
          </p>
          <h1 className="mt-1 text-3xl font-bold tracking-tight text-ink">{title}</h1>
        </div>
        {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
      </header>
      <ScopePicker category={category} promotionId={promotion?.id ?? null} promotions={promotions} categories={categories} />
      {children}
    </div>
  );
}
