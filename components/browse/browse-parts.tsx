'use client';
// The pieces the recipe and tip browsers share: category links that differ by their query (NavTabs compares paths
// only), the search form, and the list that shows a count and grows by 'Show more'.
import type { ReactNode } from 'react';
import Link from 'next/link';
import { Search } from '@/components/ui/icons';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

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
  return (
    <form role="search" onSubmit={(event) => { event.preventDefault(); onSearch(value.trim()); }} className="flex flex-wrap items-end gap-3">
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <Label htmlFor={id}>{label}</Label>
        <Input id={id} type="search" value={value} onChange={(e) => onChange(e.target.value)} placeholder={placeholder} />
      </div>
      <Button type="submit" variant="secondary">
        <Search className="size-5" aria-hidden="true" />
        Search
      </Button>
    </form>
  );
}

/** 'Showing n of total', the rows, and a 'Show more' button while more remain. */
export function ShowMoreList<T extends { id: number | string }>({ rows, total, noun, fetching, onMore, renderRow }: {
  rows: T[];
  total: number;
  /** Singular and plural ('recipe', 'recipes'). */
  noun: [string, string];
  fetching: boolean;
  onMore: () => void;
  renderRow: (row: T) => ReactNode;
}) {
  return (
    <>
      <p className="text-sm text-ink-muted" role="status">
        Showing {rows.length} of {total} {total === 1 ? noun[0] : noun[1]}
      </p>
      <ul className="flex flex-col gap-4" aria-busy={fetching}>
        {rows.map((row) => (
          <li key={row.id}>{renderRow(row)}</li>
        ))}
      </ul>
      {rows.length < total ? (
        <div className="flex justify-center">
          <Button variant="secondary" loading={fetching} onClick={onMore}>
            Show more
          </Button>
        </div>
      ) : null}
    </>
  );
}
