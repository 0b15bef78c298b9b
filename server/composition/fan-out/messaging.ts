// What messaging causes after a commit: every member's open tabs hear of a message (the sender's other tabs too) and
// of a conversation's changes, people taken out hear remove_conversation; recipients who have not muted the
// conversation get one collapsed "New message" notification per conversation (server/notifications/latest.ts),
// whose excerpt is the latest message's first words: only members receive it, and it is withheld while an
// administrator views as the person (lib/notifications/excerpt.ts). No mail for messages.
import { db } from '@/server/db';
import { publish } from '@/server/realtime/publish';
import { notifyLatest } from '@/server/notifications/latest';
import { notificationText } from '@/server/notifications/texts';
import { notifiedRecipientsSql } from '@/server/messaging/sql';
import { userChannel } from '@/lib/realtime-channels';
import { conversationLink, messageNotificationKey } from '@/lib/messaging/constants';
import type { DomainEventMap } from '@/server/events/types';
import { handler } from '@/server/events/handler';
import { excerptOf } from '@/lib/notifications/excerpt';

type MessageSent = DomainEventMap['message.sent'];
type ConversationChanged = DomainEventMap['conversation.changed'];

export const messageAlerts = handler<MessageSent>({
  name: 'realtime.conversationAlert.message',
  run: async ({ conversationId, messageId, senderId, recipientIds }) => {
    await Promise.all([senderId, ...recipientIds].map((id) =>
      publish({ channel: userChannel(id), event: 'conversationAlert', data: { type: 'message', conversation_id: conversationId, message_id: messageId } })));
  },
});

export const messageNotifications = handler<MessageSent>({
  name: 'notifications.message',
  when: ({ recipientIds }) => recipientIds.length > 0,
  run: async ({ promotionId, conversationId, messageId, senderName, recipientIds }) => {
    const [conversation, sent] = await Promise.all([
      notifiedRecipientsSql.first(db, conversationId, recipientIds),
      db.message.findUnique({ where: { id: messageId }, select: { content: true, image_url: true } }),
    ]);
    if (!conversation) return;
    // A photo without words says so ("Sent a photo.", in the reader's words), rather than nothing.
    const quoted = excerptOf(sent?.content);
    const photoOnly = quoted === null && Boolean(sent?.image_url);
    const named = conversation.conversation_type !== 'i' && conversation.name;
    const text = named
      ? notificationText('messageInConversation', { actor: senderName, conversation: conversation.name }, photoOnly ? 'sentPhoto' : undefined)
      : notificationText('message', { actor: senderName }, photoOnly ? 'sentPhoto' : undefined);
    const { excerpt: photo, ...sentence } = text;
    await notifyLatest(conversation.user_ids.map((userId) => ({
      promotionId, userId, key: messageNotificationKey(conversationId), ...sentence, excerpt: quoted ?? photo ?? null, link: conversationLink(conversationId),
    })));
  },
});

export const conversationAlerts = handler<ConversationChanged>({
  name: 'realtime.conversationAlert.conversation',
  run: async ({ conversationId, type, memberIds, removedIds }) => {
    await Promise.all([
      ...memberIds.map((id) => publish({ channel: userChannel(id), event: 'conversationAlert', data: { type, conversation_id: conversationId } })),
      ...removedIds.map((id) => publish({ channel: userChannel(id), event: 'conversationAlert', data: { type: 'remove_conversation', conversation_id: conversationId } })),
    ]);
  },
});
