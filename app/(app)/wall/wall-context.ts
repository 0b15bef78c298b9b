// What every wall page needs from the server: the session (pages guard themselves, docs/app-shell.md), the wall
// flag (no wall → not found), the tabs (friends only with the buddy feature; the location tab named after the
// user's location) and the labels.
import { cache } from 'react';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { requireSignedInPage } from '@/server/pages/guards';
import { loadLocationTree } from '@/server/locations/queries';
import type { NavTab } from '@/components/ui/nav-tabs';
import { MAIN_WALL_PAGE_SIZE } from '@/lib/wall/constants';
import { promotionLabel } from '@/lib/i18n/promotion-labels';

export const wallPage = cache(async () => {
  const { promotion, user } = await requireSignedInPage();
  if (!promotion || !promotion.flags.is_wall_enabled) notFound();
  const [t, labels] = await Promise.all([getTranslations('wall'), getTranslations('labels')]);
  const buddies = promotion.flags.is_buddy_feature_displayed;
  const friendsLabel = promotionLabel('friends', promotion.row.friend_label_plural, (key) => labels(key));
  const locationName = user.location_id ? ((await loadLocationTree(promotion.id)).get(user.location_id)?.name ?? null) : null;
  const tabs: NavTab[] = [
    { href: '/wall/all', label: t('tabAll'), also: ['/wall/post'] },
    { href: '/wall/filter/view/following', label: t('tabFollowing'), also: ['/wall/filter/following'] },
    ...(locationName ? [{ href: '/wall/filter/view/location', label: locationName }] : []),
    ...(buddies ? [{ href: '/wall/filter/view/friends', label: friendsLabel }] : []),
    { href: '/wall/filter/view/my', label: t('tabMyPosts') },
    { href: '/wall/filter/view/tagged', label: t('tabTagged') },
  ];
  return {
    title: promotionLabel('wall', promotion.row.wall_label, (key) => labels(key)),
    buddies,
    locationName,
    tabs,
    /** What every participant wall feed takes from the page (WallFeed's props beside its filter). */
    feed: { pageSize: MAIN_WALL_PAGE_SIZE, promotionId: promotion.id, friendsLabel, canTag: buddies, locationName },
  };
});
