// What friend requests cause after the commit: the friendee is notified of a request (the notification centre and,
// later, the email digest that picks notifications up by their `friend_` key prefix), an address without an account
// gets the invitation mail with the registration link, and the friender is notified when the request is accepted.
// A resent request to a participant notifies once (notify() dedupes by key); a resent invitation mails again. The
// request's own note, if the sender wrote one, is the notification's excerpt (it was written for the friendee).
import { notify } from '@/server/notifications/mutations';
import { notificationText } from '@/server/notifications/texts';
import { sendEmail } from '@/server/mail/send';
import { appUrl } from '@/server/mail/urls';
import { findPromotionBranding } from '@/server/mail/queries';
import { recipientLocale } from '@/server/mail/locale';
import { labelsFor } from '@/server/i18n/promotion-labels';
import { invitationEmail } from '@/server/friends/invite-email';
import type { DomainEventMap } from '@/server/events/types';
import { handler } from '@/server/events/handler';
import { excerptOf } from '@/lib/notifications/excerpt';

type Requested = DomainEventMap['friend.requested'];
type Accepted = DomainEventMap['friend.accepted'];

const FRIENDS_LINK = '/friends/my';

export const friendRequestNotification = handler<Requested>({
  name: 'notifications.friendRequest',
  when: ({ friendId }) => friendId !== null,
  run: ({ promotionId, friendshipId, friendId, actorName, message }) =>
    notify([{
      promotionId, userId: friendId!, key: `friend_request_${friendshipId}`, ...notificationText('friendRequest', { actor: actorName }),
      excerpt: excerptOf(message), link: FRIENDS_LINK,
    }]),
});

export const friendInvitationMail = handler<Requested>({
  name: 'mail.friendInvitation',
  when: ({ friendId, email }) => friendId === null && email !== null,
  run: async ({ promotionId, email, message, actorName }) => {
    const [branding, locale] = await Promise.all([findPromotionBranding(promotionId), recipientLocale(promotionId, email!)]);
    const mail = invitationEmail({
      senderName: actorName, message, registerUrl: appUrl(branding?.subdomain ?? null, '/register'),
      locale, friendLabel: labelsFor(locale, branding?.labels ?? {}).lower.friend,
    });
    await sendEmail({ to: email!, ...mail, kind: 'friend_invite', promotionId, locale });
  },
});

export const friendAcceptedNotification = handler<Accepted>({
  name: 'notifications.friendAccepted',
  run: ({ promotionId, friendshipId, friendId, actorName }) =>
    notify([{
      promotionId, userId: friendId, key: `friend_accepted_${friendshipId}`, ...notificationText('friendAccepted', { actor: actorName }), link: FRIENDS_LINK,
    }]),
});
