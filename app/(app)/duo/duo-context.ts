// What every duo page needs from the server: the session (pages guard themselves, docs/app-shell.md), the buddy
// feature and a participant role (duos need the buddy flag; anyone else goes home), and the tabs the spec names
// (All, Friends, Pair Me, Search).
import { cache } from 'react';
import { redirect } from 'next/navigation';
import { requireSignedInPage } from '@/server/pages/guards';
import { isParticipant, type Role } from '@/lib/roles';
import type { NavTab } from '@/components/ui/nav-tabs';

export const duoPage = cache(async () => {
  const { promotion, user } = await requireSignedInPage();
  if (!promotion || !promotion.flags.is_buddy_feature_displayed || !isParticipant(user.role as Role)) redirect('/');
  const tabs: NavTab[] = [
    { href: '/duo/all', label: 'All' },
    { href: '/duo/add', label: promotion.row.friend_label_plural || 'Friends' },
    { href: '/duo/pair', label: 'Pair Me' },
    { href: '/duo/search', label: 'Search' },
  ];
  return { tabs, apiVersion: promotion.row.api_version, friendsLabel: promotion.row.friend_label_plural || 'Friends' };
});
