import type { Metadata } from 'next';
import { CreateTeamForm } from '@/components/teams/create-team-form';
import { DEFAULT_TEAM_SIZE } from '@/lib/teams/constants';
import { requireNoTeam } from '../artprize-context';

export const metadata: Metadata = { title: 'Create a Team' };

// Only while enrolling and not on a team (artprize-context.ts).
export default async function CreateTeamPage() {
  const { competition } = await requireNoTeam();
  return <CreateTeamForm competitionId={competition.id} teamSizeMax={competition.team_size_max || DEFAULT_TEAM_SIZE.max} />;
}
