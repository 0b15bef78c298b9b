// What every leaderboard page needs from the server: the session (pages guard themselves, docs/app-shell.md),
// which boards the promotion shows, and the location tree for the filters. The rule:
// /leaderboard opens individual, else team, else friends, else home; a tab whose feature is off goes home.
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { requireSignedInPage } from '@/server/pages/guards';
import { loadLocationTree } from '@/server/locations/queries';
import type { LeaderboardKind } from '@/lib/leaderboards/constants';
import type { PromotionFlags } from '@/lib/promotion-flags';
import type { LocationOption } from '@/components/leaderboard/location-filters';

// Each tab's label is leaderboard.tabs.<kind>; the friends and location tabs take the promotion's labels when it has them.
const TABS: { kind: LeaderboardKind; href: string; flag: keyof PromotionFlags }[] = [
  { kind: 'individual', href: '/leaderboard/individual', flag: 'is_show_individual_leaderboard' },
  { kind: 'team', href: '/leaderboard/team', flag: 'is_teams_enabled' },
  { kind: 'friends', href: '/leaderboard/friends', flag: 'is_buddy_feature_displayed' },
  { kind: 'location', href: '/leaderboard/location', flag: 'is_show_location_leaderboard' },
];

export async function leaderboardTabs() {
  const [{ promotion }, t] = await Promise.all([requireSignedInPage(), getTranslations('leaderboard.tabs')]);
  if (!promotion) redirect('/');
  const flags = promotion.flags;
  const friendsLabel = promotion.row.friend_label_plural || t('friends');
  return TABS.filter((tab) => flags[tab.flag]).map((tab) => ({
    kind: tab.kind,
    href: tab.href,
    label: tab.kind === 'friends' ? friendsLabel : tab.kind === 'location' ? promotion.row.location_labels[0] || t(tab.kind) : t(tab.kind),
  }));
}

/**
 * Where /leaderboard itself goes: individual, else team, else friends, else home (location is only a tab); without a
 * promotion (the dashboard host) '/', as the boards' frame sends it.
 */
export async function leaderboardLanding(): Promise<string> {
  const { promotion } = await requireSignedInPage();
  if (!promotion) return '/';
  const { flags } = promotion;
  if (flags.is_show_individual_leaderboard) return '/leaderboard/individual';
  if (flags.is_teams_enabled) return '/leaderboard/team';
  if (flags.is_buddy_feature_displayed) return '/leaderboard/friends';
  return '/home';
}

/** The page of one board: home when its feature is off; otherwise the promotion and the filters' locations. */
export async function boardPage(kind: LeaderboardKind) {
  const { promotion } = await requireSignedInPage();
  const tab = TABS.find((t) => t.kind === kind)!;
  if (!promotion || !promotion.flags[tab.flag]) redirect('/home');
  const tree = await loadLocationTree(promotion.id);
  // Breadth-first from the top, three levels at most, as deep as the location filters go.
  const locations: LocationOption[] = [];
  let level = tree.childrenOf(null);
  for (let depth = 0; depth < 3 && level.length; depth++) {
    locations.push(...level.map((node) => ({ id: node.id, name: node.name, parent_id: node.parent_location_id })));
    level = level.flatMap((node) => tree.childrenOf(node.id));
  }
  // While logging is open, the board compares the viewer's points this week with last week's (their own day records).
  const { timeline } = promotion;
  const currentWeek = timeline.has_started && !timeline.has_logging_ended ? timeline.current_week : null;
  return { promotionId: promotion.id, locations, locationLabels: promotion.row.location_labels, currentWeek };
}
