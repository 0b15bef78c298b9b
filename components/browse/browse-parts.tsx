'use client';
// The pieces the recipe and tip browsers share: category links that differ by their query (NavTabs compares paths
// only), the search form, and the list that shows a count and grows by 'Show more'.
import type { ReactNode } from 'react';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Search } from '@/components/ui/icons';
import { Button } from '@/components/ui/button';
import { Form } from '@/components/ui/form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';

// Any text searches (an empty one shows everything); the browser owns the text, so the form follows `value`.
const searchSchema = z.object({ text: z.string().transform((v) => v.trim()) });
type SearchValues = z.input<typeof searchSchema>;
type SearchOutput = z.output<typeof searchSchema>;

export interface QueryTab {
  href: string;
  label: string;
  active: boolean;
}

/** Links to filtered lists, the current one marked with aria-current. */
export function QueryTabs({ label, tabs }: { label: string; tabs: QueryTab[] }) {
  return (
    <nav aria-label={label} className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <ul className="inline-flex min-w-max gap-1 rounded-full bg-surface-muted p-1 hc:border hc:border-line">
        {tabs.map((tab) => (
          <li key={tab.href}>
            <Link
              href={tab.href}
              aria-current={tab.active ? 'page' : undefined}
              className={
                tab.active
                  ? 'inline-flex min-h-10 items-center rounded-full bg-surface px-4 text-sm font-semibold text-ink shadow-card hc:border hc:border-ink'
                  : 'inline-flex min-h-10 items-center rounded-full px-4 text-sm font-semibold text-ink-muted hover:text-ink'
              }
            >
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** A labelled search box with its Search button; submitting hands the trimmed text over. */
export function SearchForm({ id, label, placeholder, value, onChange, onSearch }: {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  onChange: (text: string) => void;
  onSearch: (text: string) => void;
}) {
  const t = useTranslations('browse');
  const form = useForm<SearchValues, unknown, SearchOutput>({ resolver: zodResolver(searchSchema), values: { text: value } });
  return (
    <Form form={form} role="search" onSubmit={({ text }) => onSearch(text)} className="flex flex-wrap items-end gap-3">
      <FormField
        name="text"
        id={id}
        label={label}
        className="min-w-0 flex-1"
        render={({ onChange: change, ...field }) => (
          <Input
            type="search"
            placeholder={placeholder}
            {...field}
            onChange={(e) => {
              change(e);
              onChange(e.target.value);
            }}
          />
        )}
      />
      <Button type="submit" variant="secondary">
        <Search className="size-5" aria-hidden="true" />
        {t('search')}
      </Button>
    </Form>
  );
}

/** 'Showing n of total', the rows, and a 'Show more' button while more remain. */
export function ShowMoreList<T extends { id: number | string }>({ rows, total, noun, fetching, onMore, renderRow }: {
  rows: T[];
  total: number;
  /** Singular and plural ('recipe', 'recipes'), already in the reader's language. */
  noun: [string, string];
  fetching: boolean;
  onMore: () => void;
  renderRow: (row: T) => ReactNode;
}) {
  const t = useTranslations('browse');
  return (
    <>
      <p className="text-sm text-ink-muted" role="status">
        {t('showing', { shown: rows.length, total, one: noun[0], other: noun[1] })}
      </p>
      <ul className="flex flex-col gap-4" aria-busy={fetching}>
        {rows.map((row) => (
          <li key={row.id}>{renderRow(row)}</li>
        ))}
      </ul>
      {rows.length < total ? (
        <div className="flex justify-center">
          <Button variant="secondary" loading={fetching} onClick={onMore}>
            {t('showMore')}
          </Button>
        </div>
      ) : null}
    </>
  );
}
