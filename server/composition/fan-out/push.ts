// Web push after commit (docs/push-and-campaign-emails.md). A badge's push is not among the promotion's push flags and
// stays a placeholder; the duo flags push from here, the other flags from the job worker (server/push/scheduled.ts).
import { pushDuoInvite, pushDuoPaired } from '@/server/push/event-pushes';
import { handler } from '@/server/events/handler';

export const pushBadgeEarned = handler<{ userId: number }>({
  name: 'push.badgeEarned',
  run: async () => {},
});

/** push_duo_invite: the invited participant's browsers hear of the invitation at once (server/push/event-pushes.ts). */
export const pushDuoRequested = handler<{ promotionId: number; receiverId: number; actorName: string }>({
  name: 'push.duoRequested',
  run: (e) => pushDuoInvite(e),
});

/** push_duo_paired: both people the pair queue matched. */
export const pushDuoPairedEvent = handler<{ promotionId: number; userIds: readonly number[] }>({
  name: 'push.duoPaired',
  run: (e) => pushDuoPaired(e),
});
