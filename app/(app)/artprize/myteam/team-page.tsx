// The My Team screen for a week of the competition (both /myteam and /myteam/week/:week render it).
import { getTranslations } from 'next-intl/server';
import { MyTeam } from '@/components/teams/my-team';
import { DEFAULT_TEAM_SIZE } from '@/lib/teams/constants';
import { getPageContext } from '@/server/pages/context';
import type { ArtprizePage } from '../artprize-context';

export async function TeamPage({ page, week }: { page: ArtprizePage & { team: { id: number } }; week: number }) {
  const { promotion } = await getPageContext();
  const t = await getTranslations('artprize');
  return (
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
  );
}
