'use client';
// The team board of the current competition (GET {host}/competitions/{competitionId}/
// leaderboard): official teams by total points; the user's team card is hidden without a team.
import { useTranslations } from 'next-intl';
import { useCurrentPromotion } from '@/lib/query/promotions';
import { useFormat } from '@/lib/i18n/use-format';
import { useTeamBoard } from '@/lib/query/leaderboards';
import type { TeamLeaderboardRow } from '@/lib/leaderboards/types';
import { formatCount } from '@/components/charts/format';
import { Avatar } from './avatar';
import { BoardControls } from './board-controls';
import { BoardTable } from './board-table';
import type { LocationOption } from './location-filters';
import { RankCard } from './rank-card';
import { useBoardFilters } from './use-board-filters';

export interface TeamBoardProps {
  competitionId: number | null;
  locations: LocationOption[];
  locationLabels: string[];
}

export function TeamBoardView({ competitionId, locations, locationLabels }: TeamBoardProps) {
  const t = useTranslations('leaderboard');
  const format = useFormat();
  const { data: promotion } = useCurrentPromotion();
  const filters = useBoardFilters();
  const board = useTeamBoard(competitionId, { page: filters.page, query: filters.query, location: filters.location });
  const pointsLabel = promotion?.point_label_plural || t('points');
  const myRank = board.data?.meta.my_rank ?? null;
  const myTeam = myRank ? board.data?.data.find((row) => row.id === myRank.team_id) : undefined;

  if (competitionId === null) {
    return (
      <p className="rounded-3xl border border-dashed border-line-strong p-8 text-center text-ink-muted">
        {t('team.none')}
      </p>
    );
  }

  return (
    <div className="flex flex-col gap-5">
      {myRank ? (
        <RankCard
          title={t('team.yourTeam')}
          rank={myRank.rank}
          score={myRank.score}
          scoreLabel={pointsLabel}
          name={myTeam?.name ?? t('team.yourTeam')}
          mark={<Avatar profile={null} name={myTeam?.name ?? t('team.team')} />}
        />
      ) : null}
      <BoardControls
        searchLabel={t('team.search')}
        locations={locations}
        labels={locationLabels}
        locationPath={filters.locationPath}
        onQuery={filters.setQuery}
        onLocationPath={filters.setLocationPath}
      />
      <BoardTable<TeamLeaderboardRow>
        caption={t('team.caption')}
        rows={board.data?.data}
        total={board.data?.meta.total_records ?? 0}
        page={filters.page}
        onPage={filters.setPage}
        who={{
          header: t('team.team'),
          cell: (row) => (
            <span className="flex min-w-0 items-center gap-3">
              <Avatar profile={null} name={row.name} size="sm" />
              <span className="min-w-0 font-medium [overflow-wrap:anywhere] text-ink">
                {row.name}
                {row.id === myRank?.team_id ? <span className="font-normal text-ink-muted"> {t('team.yourTeamMark')}</span> : null}
              </span>
            </span>
          ),
        }}
        extra={[
          { key: 'members', header: t('team.members'), cell: (row) => formatCount(format, row.member_count), wide: true, numeric: true },
          { key: 'average', header: t('team.average'), cell: (row) => formatCount(format, row.avg_points), wide: true, numeric: true },
        ]}
        scoreHeader={pointsLabel}
        score={(row) => row.score}
        isMine={(row) => row.id === myRank?.team_id}
        loading={board.isPending}
        refreshing={board.isPlaceholderData || (board.isFetching && !board.isPending)}
        error={board.error}
        onRetry={() => void board.refetch()}
        empty={filters.query || filters.location !== null ? t('team.noMatch') : t('team.empty')}
      />
    </div>
  );
}
