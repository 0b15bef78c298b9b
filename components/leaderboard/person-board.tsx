'use client';
// The individual and friends boards: the user's own rank (hidden when not opted in), an
// opt-in prompt for someone not on the board, name search, location filters and pages of 50.
import { useTranslations } from 'next-intl';
import { useCurrentUser } from '@/lib/query/users';
import { useFormat } from '@/lib/i18n/use-format';
import { useCurrentPromotion } from '@/lib/query/promotions';
import { usePersonBoard } from '@/lib/query/leaderboards';
import type { PersonBoardKind } from '@/lib/leaderboards/types';
import type { IndividualLeaderboardRow } from '@/lib/leaderboards/types';
import { Avatar } from './avatar';
import { BoardControls } from './board-controls';
import { BoardTable } from './board-table';
import type { LocationOption } from './location-filters';
import { OptInPrompt } from './opt-in-prompt';
import { RankCard, useWeekVersus, versusText } from './rank-card';
import { useBoardFilters } from './use-board-filters';

export interface PersonBoardProps {
  kind: PersonBoardKind;
  promotionId: number;
  locations: LocationOption[];
  locationLabels: string[];
  /** The program week while logging is open (the rank card's "you vs last week"), else null. */
  currentWeek?: number | null;
}

export function PersonBoardView({ kind, promotionId, locations, locationLabels, currentWeek = null }: PersonBoardProps) {
  const t = useTranslations('leaderboard');
  const rankT = useTranslations('leaderboard.rankCard');
  const format = useFormat();
  const versus = useWeekVersus(currentWeek);
  const { data: user } = useCurrentUser();
  const { data: promotion } = useCurrentPromotion();
  const filters = useBoardFilters();
  const board = usePersonBoard(promotionId, kind, { page: filters.page, query: filters.query, location: filters.location });
  const optInField = kind === 'individual' ? 'opted_in_individual_leaderboard' : 'opted_in_friends_leaderboard';
  const optedIn = user ? user[optInField] : true;
  const pointsLabel = promotion?.point_label_plural || t('points');
  const friends = promotion?.friend_label_plural || t('friends');
  const filtered = filters.query !== '' || filters.location !== null;
  const myRank = board.data?.meta.my_rank;

  return (
    <div className="flex flex-col gap-5">
      {!optedIn ? <OptInPrompt field={optInField} /> : null}
      {user && myRank ? (
        <RankCard
          title={kind === 'individual' ? t('person.yourRank') : t('person.yourRankAmong', { friends: friends.toLowerCase() })}
          rank={myRank.rank}
          score={myRank.score}
          scoreLabel={pointsLabel}
          versus={versus ? versusText(rankT, format, versus, pointsLabel, currentWeek === 1) : null}
          name={user.profile.full_name || t('person.youName')}
          mark={<Avatar profile={user.profile} name={user.profile.full_name} />}
        />
      ) : null}
      <BoardControls
        searchLabel={t('person.searchByName')}
        locations={locations}
        labels={locationLabels}
        locationPath={filters.locationPath}
        onQuery={filters.setQuery}
        onLocationPath={filters.setLocationPath}
      />
      <BoardTable<IndividualLeaderboardRow>
        caption={kind === 'individual' ? t('person.individualCaption') : t('person.friendsCaption', { friends })}
        rows={board.data?.data}
        total={board.data?.meta.total_records ?? 0}
        page={filters.page}
        onPage={filters.setPage}
        who={{
          header: t('person.name'),
          cell: (row) => (
            <span className="flex min-w-0 items-center gap-3">
              <Avatar profile={row.profile} name={row.name} size="sm" />
              <span className="min-w-0 font-medium [overflow-wrap:anywhere] text-ink">
                {row.name}
                {row.id === user?.id ? <span className="font-normal text-ink-muted"> {t('you')}</span> : null}
              </span>
            </span>
          ),
        }}
        scoreHeader={pointsLabel}
        score={(row) => row.score}
        isMine={(row) => row.id === user?.id}
        loading={board.isPending}
        refreshing={board.isPlaceholderData || (board.isFetching && !board.isPending)}
        error={board.error}
        onRetry={() => void board.refetch()}
        empty={
          filtered
            ? t('person.noMatch')
            : kind === 'friends'
              ? t('person.noFriends', { friends: friends.toLowerCase() })
              : t('widget.empty')
        }
      />
    </div>
  );
}
