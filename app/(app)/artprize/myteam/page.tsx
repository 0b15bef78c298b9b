import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { requireTeam } from '../artprize-context';
import { TeamPage } from './team-page';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('artprize');
  return { title: t('myTeamMetaTitle') };
}

// Not on a team: create while enrolling, else the awards of the current week (artprize-context.ts).
export default async function MyTeamPage() {
  const page = await requireTeam();
  return <TeamPage page={page} week={page.currentWeek} />;
}
