// What every friends page needs from the server: the session (pages guard themselves, docs/app-shell.md), the buddy
// feature (off → home, as the spec's friends states do), the title from the promotion's friend label and the tabs,
// and whether people without an account may be invited (registration open).
import { cache } from 'react';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { requireSignedInPage } from '@/server/pages/guards';
import { canInviteByEmail } from '@/server/registration/availability';
import { isParticipant } from '@/lib/roles';
import { promotionLabel } from '@/lib/i18n/promotion-labels';
import type { NavTab } from '@/components/ui/nav-tabs';
import type { Role } from '@/lib/roles';

export const friendsPage = cache(async () => {
  const { promotion, user } = await requireSignedInPage();
  if (!promotion || !promotion.flags.is_buddy_feature_displayed || !isParticipant(user.role as Role)) redirect('/');
  const [t, labels] = await Promise.all([getTranslations('friends'), getTranslations('labels')]);
  const tabs: NavTab[] = [
    { href: '/friends/my', label: t('tabMyFriends') },
    { href: '/friends/sent', label: t('tabSentRequests') },
  ];
  return {
    title: promotionLabel('friends', promotion.row.friend_label_plural, (key) => labels(key)),
    tabs,
    canInvite: await canInviteByEmail(promotion),
    ownEmail: user.email,
  };
});
