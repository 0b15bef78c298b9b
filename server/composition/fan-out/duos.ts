// What duos cause after the commit: notifications (their `duo_` keys put them in the duo email digest,
// docs/notification-mail.md). There is no duo-specific realtime event in the spec: each notification's
// notificationPublished is the live update the duo screens refetch on (and the header count refreshes by itself).
// An invitation notifies the receiver; an acceptance the sender; a pairing and a completion both people; a
// withdrawal the other person. A declined invitation notifies nobody (the sender's list simply no longer shows it).
import { db } from '@/server/db';
import { notify } from '@/server/notifications/mutations';
import { notificationText } from '@/server/notifications/texts';
import { fullName } from '@/lib/users/names';
import type { DomainEventMap } from '@/server/events/types';
import { handler } from '@/server/events/handler';

const DUOS_LINK = '/duo/all';

/** Full names by user id; a person without one is left out (the sentence then says "Someone", in the reader's words). */
async function namesOf(ids: number[]): Promise<Map<number, string>> {
  const rows = await db.profile.findMany({ where: { user_id: { in: ids } }, select: { user_id: true, first_name: true, last_name: true } });
  return new Map(rows.flatMap((r) => {
    const name = fullName(r.first_name, r.last_name);
    return name ? [[r.user_id, name] as const] : [];
  }));
}

export const duoRequestNotification = handler<DomainEventMap['duo.requested']>({
  name: 'notifications.duoRequest',
  run: ({ promotionId, duoId, receiverId, actorName }) =>
    notify([{ promotionId, userId: receiverId, key: `duo_request_${duoId}`, ...notificationText('duoInvitation', { actor: actorName }), link: DUOS_LINK }]),
});

export const duoAcceptedNotification = handler<DomainEventMap['duo.accepted']>({
  name: 'notifications.duoAccepted',
  run: ({ promotionId, duoId, senderId, actorName }) =>
    notify([{ promotionId, userId: senderId, key: `duo_accepted_${duoId}`, ...notificationText('duoAccepted', { actor: actorName }), link: DUOS_LINK }]),
});

export const duoPairedNotification = handler<DomainEventMap['duo.paired']>({
  name: 'notifications.duoPaired',
  run: async ({ promotionId, duoId, userIds: [a, b] }) => {
    const names = await namesOf([a, b]);
    await notify([a, b].map((userId) => ({
      promotionId, userId, key: `duo_paired_${duoId}`, ...notificationText('duoPaired', { actor: names.get(userId === a ? b : a) ?? null }), link: DUOS_LINK,
    })));
  },
});

export const duoCompletedNotification = handler<DomainEventMap['duo.completed']>({
  name: 'notifications.duoCompleted',
  run: async ({ promotionId, duoId, userIds }) => {
    const [duo, names] = await Promise.all([
      db.duo.findUnique({ where: { id: duoId }, select: { duo_template: { select: { name: true } } } }),
      namesOf(userIds),
    ]);
    // Each partner is told whom they completed it with: who and what, not a bare "Duo completed". Unknown: "your
    // partner", "your duo", in the reader's words.
    const template = duo?.duo_template.name ?? null;
    const partnerOf = (userId: number) => names.get(userIds.find((id) => id !== userId) ?? -1) ?? null;
    await notify(userIds.map((userId) => ({
      promotionId, userId, key: `duo_completed_${duoId}`, ...notificationText('duoCompleted', { template, partner: partnerOf(userId) }), link: DUOS_LINK,
    })));
  },
});

export const duoWithdrawnNotification = handler<DomainEventMap['duo.ended']>({
  name: 'notifications.duoWithdrawn',
  when: ({ how }) => how === 'withdrawn',
  run: async ({ promotionId, duoId, userId, otherId }) => {
    const names = await namesOf([userId]);
    await notify([{
      promotionId, userId: otherId, key: `duo_withdrawn_${duoId}`, ...notificationText('duoWithdrawn', { actor: names.get(userId) ?? null }), link: DUOS_LINK,
    }]);
  },
});
