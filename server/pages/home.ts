// Data for the signed-in home at /home and /renew (a Poster goes to the wall-expert screen, a super user to the
// coordinator stats, and before the start to /prestart/basics).
import 'server-only';
import { redirect } from 'next/navigation';
import { readUserFlags } from '@/lib/user-flags';
import type { HomePageData as HomeScreenProps } from '@/lib/pages/types';
import { requireSignedInPage } from './guards';
import { placeOf, viewerOf } from './context';
import { homeRedirect } from './routing';

export async function loadHome(): Promise<HomeScreenProps> {
  const context = await requireSignedInPage();
  const elsewhere = homeRedirect(viewerOf(context.user), placeOf(context));
  if (elsewhere) redirect(elsewhere);
  // homeRedirect sends every host without a promotion away; the check only tells the type so.
  const promotion = context.promotion;
  if (!promotion) redirect('/');
  const { row, timeline, flags } = promotion;
  const userFlags = readUserFlags(context.user.flags);
  return {
    firstName: context.user.profile?.first_name ?? '',
    programName: row.program_name ?? row.name,
    timeZone: row.time_zone,
    startsOn: promotion.row.starts_on.toISOString().slice(0, 10),
    endsOn: promotion.row.ends_on.toISOString().slice(0, 10),
    currentDate: timeline.current_date,
    currentWeek: timeline.current_week,
    weeks: timeline.weeks,
    hasEnded: timeline.has_ended,
    links: {
      journey: true,
      leaderboard: flags.is_show_individual_leaderboard || flags.is_teams_enabled || flags.is_buddy_feature_displayed,
      activities: userFlags.has_been_home,
    },
  };
}
