'use client';
// The team board of the current competition (GET {host}/competitions/{competitionId}/
// leaderboard): official teams by total points; the user's team card is hidden without a team.
import { useCurrentPromotion } from '@/lib/query/promotions';
import { useTeamBoard } from '@/lib/query/leaderboards';
import type { TeamLeaderboardRow } from '@/lib/leaderboards/types';
import { formatNumber } from '@/components/charts/format';
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
  const { data: promotion } = useCurrentPromotion();
  const filters = useBoardFilters();
  const board = useTeamBoard(competitionId, { page: filters.page, query: filters.query, location: filters.location });
  const pointsLabel = promotion?.point_label_plural || 'Points';
  const myRank = board.data?.meta.my_rank ?? null;
  const myTeam = myRank ? board.data?.data.find((row) => row.id === myRank.team_id) : undefined;

  if (competitionId === null) {
    return (
      <p className="rounded-3xl border border-dashed border-line-strong p-8 text-center text-ink-muted">
        No team competition is running right now. The team leaderboard opens with the next one.
      </p>
    );
  }

  return (
    <div className="flex flex-col gap-5">
      {myRank ? (
        <RankCard
          title="Your team"
          rank={myRank.rank}
          score={myRank.score}
          scoreLabel={pointsLabel}
          name={myTeam?.name ?? 'Your team'}
          mark={<Avatar profile={null} name={myTeam?.name ?? 'Team'} />}
        />
      ) : null}
      <BoardControls
        searchLabel="Search teams by name"
        locations={locations}
        labels={locationLabels}
        locationPath={filters.locationPath}
        onQuery={filters.setQuery}
        onLocationPath={filters.setLocationPath}
      />
      <BoardTable<TeamLeaderboardRow>
        caption="Team leaderboard"
        rows={board.data?.data}
        total={board.data?.meta.total_records ?? 0}
        page={filters.page}
        onPage={filters.setPage}
        who={{
          header: 'Team',
          cell: (row) => (
            <span className="flex min-w-0 items-center gap-3">
              <Avatar profile={null} name={row.name} size="sm" />
              <span className="min-w-0 font-medium [overflow-wrap:anywhere] text-ink">
                {row.name}
                {row.id === myRank?.team_id ? <span className="font-normal text-ink-muted"> (your team)</span> : null}
              </span>
            </span>
          ),
        }}
        extra={[
          { key: 'members', header: 'Members', cell: (row) => formatNumber(row.member_count), wide: true, numeric: true },
          { key: 'average', header: 'Average', cell: (row) => formatNumber(row.avg_points), wide: true, numeric: true },
        ]}
        scoreHeader={pointsLabel}
        score={(row) => row.score}
        isMine={(row) => row.id === myRank?.team_id}
        loading={board.isPending}
        refreshing={board.isPlaceholderData || (board.isFetching && !board.isPending)}
        error={board.error}
        onRetry={() => void board.refetch()}
        empty={filters.query || filters.location !== null ? 'No team matches this search.' : 'No teams are on the leaderboard yet.'}
      />
    </div>
  );
}
