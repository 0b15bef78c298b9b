import type { Metadata } from 'next';
import { requireTeam } from '../artprize-context';
import { TeamPage } from './team-page';

export const metadata: Metadata = { title: 'My Team' };

// Not on a team: create while enrolling, else the awards of the current week (artprize-context.ts).
export default async function MyTeamPage() {
  const page = await requireTeam();
  return <TeamPage page={page} week={page.currentWeek} />;
}
