'use client';
// /tips/all?category&search: All Tips or the caller's favorites, a search (case-insensitive, apostrophes either way),
// 20 first and 20 more per 'show more' (social-engagement.md §9).
import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { Lightbulb } from '@/components/ui/icons';
import { QueryTabs, SearchForm, ShowMoreList } from '@/components/browse/browse-parts';
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

  const rows = tips.data?.data ?? [];
  return (
    <div className="flex flex-col gap-6">
      {canFavorite ? (
        <QueryTabs label="Tip lists" tabs={[
          { href: hrefFor(false, ''), label: 'All Tips', active: !favorites },
          { href: hrefFor(true, ''), label: 'Favorites', active: favorites },
        ]} />
      ) : null}
      {!favorites ? (
        <SearchForm id="tip-search" label="Search tips" placeholder="Try “sleep” or “don’t”" value={text} onChange={setText}
          onSearch={(query) => router.replace(hrefFor(false, query), { scroll: false })} />
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
        <ShowMoreList rows={rows} total={tips.data?.meta.total_records ?? 0} noun={['tip', 'tips']} fetching={tips.isFetching}
          onMore={() => setSize((s) => s + TIPS_MORE)} renderRow={(tip) => <TipCard tip={tip} />} />
      )}
    </div>
  );
}
