'use client';
// /tips/all?category&search: All Tips or the caller's favorites, a search (case-insensitive, apostrophes either way),
// 20 first and 20 more per 'show more' (social-engagement.md §9).
import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
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
  const t = useTranslations('tips');
  const router = useRouter();
  const [size, setSize] = useState(TIPS_FIRST);
  const [text, setText] = useState(search);
  const tips = useTips(favorites, search, size);

  const rows = tips.data?.data ?? [];
  return (
    <div className="flex flex-col gap-6">
      {canFavorite ? (
        <QueryTabs label={t('listsLabel')} tabs={[
          { href: hrefFor(false, ''), label: t('allTips'), active: !favorites },
          { href: hrefFor(true, ''), label: t('favorites'), active: favorites },
        ]} />
      ) : null}
      {!favorites ? (
        <SearchForm id="tip-search" label={t('searchLabel')} placeholder={t('searchPlaceholder')} value={text} onChange={setText}
          onSearch={(query) => router.replace(hrefFor(false, query), { scroll: false })} />
      ) : null}

      {tips.isPending ? (
        <LoadingBlock label={t('loading')} />
      ) : tips.isError ? (
        <LoadError title={TIP_MESSAGES.tipsNotFound} error={tips.error} onRetry={() => void tips.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState icon={Lightbulb} title={!started ? t('notStartedTitle') : favorites ? t('noFavoritesTitle') : t('noTipsTitle')}>
          <p>{!started ? t('notStartedHint') : favorites ? t('noFavoritesHint') : t('noTipsHint')}</p>
        </EmptyState>
      ) : (
        <ShowMoreList rows={rows} total={tips.data?.meta.total_records ?? 0} noun={[t('nounOne'), t('nounOther')]} fetching={tips.isFetching}
          onMore={() => setSize((s) => s + TIPS_MORE)} renderRow={(tip) => <TipCard tip={tip} />} />
      )}
    </div>
  );
}
