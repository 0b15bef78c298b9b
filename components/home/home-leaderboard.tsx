'use client';
// The leaderboard widget on the home screen (9 rows, 10 if the user is not in
// that board). The spec names the widget but not its board or place: we show the individual board when the
// program shows it, else the friends board when it has the buddy feature (the order /leaderboard redirects in;
// teams have no person rows), and nothing when neither is on.
import { useCurrentPromotion } from '@/lib/query/promotions';
import { LeaderboardWidget } from '@/components/leaderboard/leaderboard-widget';

export function HomeLeaderboard() {
  const promotion = useCurrentPromotion().data;
  if (!promotion) return null;
  if (promotion.is_show_individual_leaderboard) return <LeaderboardWidget kind="individual" />;
  if (promotion.is_buddy_feature_displayed) return <LeaderboardWidget kind="friends" />;
  return null;
}
