import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { JoinTeams } from '@/components/teams/join-teams';
import { DEFAULT_TEAM_SIZE } from '@/lib/teams/constants';
import { requireNoTeam } from '../artprize-context';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('artprize');
  return { title: t('joinMetaTitle') };
}

// Only while enrolling and not on a team (artprize-context.ts).
export default async function JoinTeamPage() {
  const { competition, userId } = await requireNoTeam();
  return <JoinTeams userId={userId} competitionId={competition.id} teamSizeMax={competition.team_size_max || DEFAULT_TEAM_SIZE.max} />;
}
