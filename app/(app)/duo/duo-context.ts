// What every duo page needs from the server: the session (pages guard themselves, docs/app-shell.md), the buddy
// feature and a participant role (duos need the buddy flag; anyone else goes home), and the tabs the spec names
// (All, Friends, Pair Me, Search).
import { cache } from 'react';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { requireSignedInPage } from '@/server/pages/guards';
import { isParticipant, type Role } from '@/lib/roles';
import { promotionLabel } from '@/lib/i18n/promotion-labels';
import type { NavTab } from '@/components/ui/nav-tabs';

export const duoPage = cache(async () => {
  const { promotion, user } = await requireSignedInPage();
  if (!promotion || !promotion.flags.is_buddy_feature_displayed || !isParticipant(user.role as Role)) redirect('/');
  const [t, labels] = await Promise.all([getTranslations('duos'), getTranslations('labels')]);
  const friendsLabel = promotionLabel('friends', promotion.row.friend_label_plural, (key) => labels(key));
  const tabs: NavTab[] = [
    { href: '/duo/all', label: t('tabAll') },
    { href: '/duo/add', label: friendsLabel },
    { href: '/duo/pair', label: t('tabPairMe') },
    { href: '/duo/search', label: t('tabSearch') },
  ];
  return { tabs, apiVersion: promotion.row.api_version, friendsLabel, title: t('title') };
});
