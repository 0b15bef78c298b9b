// The My Team screen for a week of the competition (both /myteam and /myteam/week/:week render it).
import { getTranslations } from 'next-intl/server';
import { HydrationBoundary } from '@tanstack/react-query';
import { prefetchApi, prefetched } from '@/server/pages/prefetch';
import { myTeamFollowUpPrefetches, myTeamPrefetches, socialPrefetchKeys } from '@/app/(app)/social-prefetch';
import type { Team } from '@/lib/teams/types';
import { MyTeam } from '@/components/teams/my-team';
import { DEFAULT_TEAM_SIZE } from '@/lib/teams/constants';
import { getPageContext } from '@/server/pages/context';
import type { ArtprizePage } from '../artprize-context';

export async function TeamPage({ page, week }: { page: ArtprizePage & { team: { id: number } }; week: number }) {
  // The team, its week, the conversations and then what the team's state asks for paint with the page: fetched in the
  // browser, the team conversation's button arrived after the first paint and pushed the members down.
  const [{ promotion }, t, state] = await Promise.all([getPageContext(), getTranslations('artprize'), prefetchApi(myTeamPrefetches(page.team.id, week))]);
  const team = prefetched<Team>(state, socialPrefetchKeys.team(page.team.id));
  const more = team ? await prefetchApi(myTeamFollowUpPrefetches(team)) : undefined;
  return (
    <HydrationBoundary state={state}>
      <HydrationBoundary state={more}>
        <MyTeam
          teamId={page.team.id}
          userId={page.userId}
          week={week}
          weeks={page.weeks}
          currentWeek={page.currentWeek}
          teamSizeMin={page.competition?.team_size_min || DEFAULT_TEAM_SIZE.min}
          teamSizeMax={page.competition?.team_size_max || DEFAULT_TEAM_SIZE.max}
          enrolling={page.enrolling}
          pointLabel={promotion?.row.point_label_plural || t('pointLabelDefault')}
        />
      </HydrationBoundary>
    </HydrationBoundary>
  );
}
