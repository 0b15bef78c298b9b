'use client';
// The header's controls for a signed-in page: the menu, the messages icon, the bell and the account menu. A page
// without them (welcome, sign-in, registration: signed out, or signed in on the way in) never loads their code
// (site-header.tsx loads this module when it draws them; docs/benchmarks.md "First-load JavaScript").
import type { CurrentUser } from '@/lib/users/types';
import type { CurrentPromotion } from '@/lib/promotions/types';
import { isParticipant } from '@/lib/roles';
import { useRecentPromotionsGroup } from '@/components/admin/access/recent-promotions';
import { NotificationBell } from './notification-bell';
import { MessagesLink } from './messages-link';
import { DeferredMegaMenu, DeferredUserMenu } from './deferred-menus';
import { useShell } from './shell-context';

export function SignedInControls({ user, promotion }: { user: CurrentUser; promotion: CurrentPromotion | null }) {
  const { isDashboardHost } = useShell();
  // Super users' last 6 picked promotions (kept in the browser), after the dashboard menu's groups.
  const recentPromotions = useRecentPromotionsGroup(user.role, isDashboardHost);
  return (
    <>
      <DeferredMegaMenu user={user} promotion={promotion} moreGroups={recentPromotions} />
      {isParticipant(user.role) ? <MessagesLink /> : null}
      <NotificationBell />
      <DeferredUserMenu user={user} />
    </>
  );
}
