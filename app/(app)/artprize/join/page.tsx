import type { Metadata } from 'next';
import { JoinTeams } from '@/components/teams/join-teams';
import { DEFAULT_TEAM_SIZE } from '@/lib/teams/constants';
import { requireNoTeam } from '../artprize-context';

export const metadata: Metadata = { title: 'Join a Team' };

// Only while enrolling and not on a team (artprize-context.ts).
export default async function JoinTeamPage() {
  const { competition, userId } = await requireNoTeam();
  return <JoinTeams userId={userId} competitionId={competition.id} teamSizeMax={competition.team_size_max || DEFAULT_TEAM_SIZE.max} />;
}
