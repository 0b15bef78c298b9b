import { redirect } from 'next/navigation';
import { artprizePage } from '../artprize-context';

// /artprize/awards is abstract: the awards of the current week.
export default async function AwardsIndexPage() {
  const { currentWeek } = await artprizePage();
  redirect(`/artprize/awards/${currentWeek}`);
}
