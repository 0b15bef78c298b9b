'use client';
// The location board (GET /promotions/{id}/location_leaderboard): the top level ranked by the average points of
// their participants; a location with children opens the next level (up to three levels).
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { useCurrentPromotion } from '@/lib/query/promotions';
import { useLocationBoard } from '@/lib/query/leaderboards';
import type { LocationLeaderboardRow } from '@/lib/leaderboards/types';
import { LOCATION_LEVELS } from '@/lib/leaderboards/constants';
import { formatCount } from '@/components/charts/format';
import { useFormat } from '@/lib/i18n/use-format';
import { BoardTable } from './board-table';
import { levelLabel } from './location-filters';

const crumb =
  'min-h-10 rounded-full px-3 font-semibold text-brand underline underline-offset-2 aria-[current]:text-ink aria-[current]:no-underline';

export function LocationBoardView({ promotionId, locationLabels }: { promotionId: number; locationLabels: string[] }) {
  const t = useTranslations('leaderboard');
  const format = useFormat();
  const { data: promotion } = useCurrentPromotion();
  // The locations opened so far, from the top level down (names kept for the breadcrumb).
  const [trail, setTrail] = useState<{ id: number; name: string }[]>([]);
  const [page, setPage] = useState(1);
  const parent = trail.at(-1)?.id ?? null;
  const board = useLocationBoard(promotionId, parent, page);
  const depth = trail.length;
  const label = levelLabel(locationLabels, depth, t);
  const myTop = board.data?.meta.my_location_id ?? null;
  const pointsLabel = promotion?.point_label_plural || t('points');

  const open = (row: LocationLeaderboardRow) => {
    setTrail((current) => [...current, { id: row.id, name: row.name }]);
    setPage(1);
  };
  const goTo = (length: number) => {
    setTrail((current) => current.slice(0, length));
    setPage(1);
  };

  return (
    <div className="flex flex-col gap-5">
      {depth > 0 ? (
        <nav aria-label={t('locationBoard.levelsLabel')} className="flex flex-wrap items-center gap-2 text-sm">
          <button type="button" onClick={() => goTo(0)} className={crumb}>
            {t('allLevel', { label: levelLabel(locationLabels, 0, t).toLowerCase() })}
          </button>
          {trail.map((step, index) => (
            <span key={step.id} className="flex items-center gap-2">
              <span aria-hidden="true" className="text-ink-muted">
                /
              </span>
              <button type="button" onClick={() => goTo(index + 1)} aria-current={index === depth - 1 ? 'location' : undefined} className={crumb}>
                {step.name}
              </button>
            </span>
          ))}
        </nav>
      ) : null}
      <p className="text-sm text-ink-muted">{t('locationBoard.ranked', { points: pointsLabel.toLowerCase(), label: label.toLowerCase() })}</p>
      <BoardTable<LocationLeaderboardRow>
        caption={t('locationBoard.caption', { label })}
        rows={board.data?.data}
        total={board.data?.meta.total_records ?? 0}
        page={page}
        onPage={setPage}
        who={{
          header: label,
          cell: (row) => (
            <>
              {row.has_children && depth < LOCATION_LEVELS - 1 ? (
                <button type="button" onClick={() => open(row)} className="min-h-10 text-start font-medium text-brand underline underline-offset-2">
                  {row.name}
                  <span className="sr-only">{t('locationBoard.showChildren', { label: levelLabel(locationLabels, depth + 1, t).toLowerCase() })}</span>
                </button>
              ) : (
                <span className="font-medium text-ink">{row.name}</span>
              )}
              {depth === 0 && row.id === myTop ? <span className="text-ink-muted"> {t('locationBoard.yours')}</span> : null}
            </>
          ),
        }}
        extra={[
          { key: 'people', header: t('locationBoard.participants'), cell: (row) => formatCount(format, row.participant_count), wide: true, numeric: true },
          { key: 'total', header: t('locationBoard.total'), cell: (row) => formatCount(format, row.total_points), wide: true, numeric: true },
        ]}
        scoreHeader={t('locationBoard.average')}
        score={(row) => row.score}
        isMine={(row) => depth === 0 && row.id === myTop}
        loading={board.isPending}
        refreshing={board.isPlaceholderData || (board.isFetching && !board.isPending)}
        error={board.error}
        onRetry={() => void board.refetch()}
        empty={t('locationBoard.empty', { label: label.toLowerCase() })}
      />
    </div>
  );
}
