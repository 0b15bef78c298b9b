// The messaging screen's own words. Spec texts are quoted exactly (social-engagement.md "Interactions" and
// "Business constants", participant-core.md "Messages"), including the spec's 'conversion' (lib/messaging/messages.ts).
import { MESSAGING_MESSAGES } from '@/lib/messaging/messages';

export const MESSAGING_UI = {
  placeholder: 'Add your message here…',
  couldNotSend: 'Could not send message.',
  leaveTitle: MESSAGING_MESSAGES.leaveTitle,
  leaveBody: MESSAGING_MESSAGES.leaveBody,
  muteNo: MESSAGING_MESSAGES.muteNo,
  muteYes: MESSAGING_MESSAGES.muteYes,
  muteTitle: 'Mute this conversation?',
  muteBody: 'You will not be notified of new messages, and they will not count as unread.',
  unmuteTitle: 'Unmute this conversation?',
  unmuteBody: 'You will be notified of new messages again.',
  noConversations: 'No conversations yet',
  startedConversation: 'started the conversation',
} as const;
