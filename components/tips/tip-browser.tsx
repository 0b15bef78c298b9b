'use client';
// /tips/all?category&search: All Tips or the caller's favorites, a search (case-insensitive, apostrophes either way),
// 20 first and 20 more per 'show more' (social-engagement.md §9).
import { useState } from 'react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { Lightbulb, Search } from '@/components/ui/icons';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { EmptyState, LoadError, LoadingBlock } from '@/components/feedback/load-states';
import { useTips } from '@/lib/query/recipes';
import { TIP_MESSAGES } from '@/lib/recipes/messages';
import { TipCard } from './tip-card';

export const TIPS_FIRST = 20;
export const TIPS_MORE = 20;

const hrefFor = (favorites: boolean, search: string) => {
  const params = new URLSearchParams();
  if (favorites) params.set('category', 'favorites');
  if (search) params.set('search', search);
  const query = params.toString();
  return `/tips/all${query ? `?${query}` : ''}`;
};

export function TipBrowser({ favorites, search, canFavorite, started }: { favorites: boolean; search: string; canFavorite: boolean; started: boolean }) {
  const router = useRouter();
  const [size, setSize] = useState(TIPS_FIRST);
  const [text, setText] = useState(search);
  const tips = useTips(favorites, search, size);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    router.replace(hrefFor(false, text.trim()), { scroll: false });
  };

  const rows = tips.data?.data ?? [];
  const total = tips.data?.meta.total_records ?? 0;
  return (
    <div className="flex flex-col gap-6">
      {canFavorite ? (
        <nav aria-label="Tip lists" className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
          <ul className="inline-flex min-w-max gap-1 rounded-full bg-surface-muted p-1 hc:border hc:border-line">
            {[
              { href: hrefFor(false, ''), label: 'All Tips', active: !favorites },
              { href: hrefFor(true, ''), label: 'Favorites', active: favorites },
            ].map((tab) => (
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
      ) : null}
      {!favorites ? (
        <form role="search" onSubmit={submit} className="flex flex-wrap items-end gap-3">
          <div className="flex min-w-0 flex-1 flex-col gap-2">
            <Label htmlFor="tip-search">Search tips</Label>
            <Input id="tip-search" type="search" value={text} onChange={(e) => setText(e.target.value)} placeholder="Try “sleep” or “don’t”" />
          </div>
          <Button type="submit" variant="secondary">
            <Search className="size-5" aria-hidden="true" />
            Search
          </Button>
        </form>
      ) : null}

      {tips.isPending ? (
        <LoadingBlock label="Loading tips…" />
      ) : tips.isError ? (
        <LoadError title={TIP_MESSAGES.tipsNotFound} error={tips.error} onRetry={() => void tips.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState icon={Lightbulb} title={!started ? 'Tips arrive when the program starts' : favorites ? 'No favorite tips yet' : 'No tips found'}>
          <p>{!started ? 'Come back on the first day for the first one.' : favorites ? 'Favorite a tip and it will wait for you here.' : 'Try another word.'}</p>
        </EmptyState>
      ) : (
        <>
          <p className="text-sm text-ink-muted" role="status">
            Showing {rows.length} of {total} {total === 1 ? 'tip' : 'tips'}
          </p>
          <ul className="flex flex-col gap-4" aria-busy={tips.isFetching}>
            {rows.map((tip) => (
              <li key={tip.id}>
                <TipCard tip={tip} />
              </li>
            ))}
          </ul>
          {rows.length < total ? (
            <div className="flex justify-center">
              <Button variant="secondary" loading={tips.isFetching} onClick={() => setSize((s) => s + TIPS_MORE)}>
                Show more
              </Button>
            </div>
          ) : null}
        </>
      )}
    </div>
  );
}
