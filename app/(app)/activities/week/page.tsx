import { redirect } from 'next/navigation';
import { requireSignedInPage } from '@/server/pages/guards';

// /activities/week without a week: the program's current one.
export default async function CurrentWeekPage() {
  const { promotion } = await requireSignedInPage();
  redirect(`/activities/week/${promotion?.timeline.current_week ?? 1}`);
}
