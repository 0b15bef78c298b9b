import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CreateTeamForm } from '@/components/teams/create-team-form';
import { RestoreTeam } from '@/components/teams/restore-team';
import { DEFAULT_TEAM_SIZE } from '@/lib/teams/constants';
import { findDeletedTeamLedBy } from '@/server/teams/queries';
import { requireNoTeam } from '../artprize-context';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('artprize');
  return { title: t('createMetaTitle') };
}

// Only while enrolling and not on a team (artprize-context.ts). A leader whose team is deleted may restore it instead.
export default async function CreateTeamPage() {
  const { competition, promotionId, userId } = await requireNoTeam();
  const deleted = await findDeletedTeamLedBy(promotionId, competition.id, userId);
  return (
    <div className="flex flex-col gap-6">
      {deleted ? <RestoreTeam team={deleted} /> : null}
      <CreateTeamForm competitionId={competition.id} teamSizeMax={competition.team_size_max || DEFAULT_TEAM_SIZE.max} />
    </div>
  );
}
