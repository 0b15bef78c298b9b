// What gift points cause after the commit: the target is notified of an offer (gift_offered_{id}; the accept prompt
// on every signed-in page refetches on a gift_ notification), the giver of the answer (gift_answered_{id}), and an
// accepted gift moves the target's totals, so their open tabs hear userUpdated.
import { db } from '@/server/db';
import { notify } from '@/server/notifications/mutations';
import { notificationText } from '@/server/notifications/texts';
import { fullName } from '@/lib/users/names';
import { GIFTS_PATH, giftAnsweredKey, giftOfferedKey } from '@/lib/gifts/constants';
import type { DomainEventMap } from '@/server/events/types';
import { handler } from '@/server/events/handler';

type Offered = DomainEventMap['gift.offered'];
type Answered = DomainEventMap['gift.answered'];

export const giftOfferedNotification = handler<Offered>({
  name: 'notifications.giftOffered',
  run: ({ promotionId, workBonusId, targetUserId, actorName, points }) =>
    notify([{
      promotionId, userId: targetUserId, key: giftOfferedKey(workBonusId), ...notificationText('giftOffered', { actor: actorName, count: points }), link: GIFTS_PATH,
    }]),
});

export const giftAnsweredNotification = handler<Answered>({
  name: 'notifications.giftAnswered',
  when: ({ giverId }) => giverId !== null,
  run: async ({ promotionId, workBonusId, userId, giverId, accepted }) => {
    const profile = await db.profile.findUnique({ where: { user_id: userId }, select: { first_name: true, last_name: true } });
    const name = fullName(profile?.first_name, profile?.last_name) || null; // none: "Someone", in the reader's words
    await notify([{
      promotionId, userId: giverId!, key: giftAnsweredKey(workBonusId), ...notificationText(accepted ? 'giftAccepted' : 'giftDeclined', { actor: name }),
      link: GIFTS_PATH,
    }]);
  },
});
