// The spec's numbers for messaging (social-engagement.md §5, §9) and the bounds we chose where it is silent.

/** Longest message a person can send (the spec sets none; a chat message, not an essay). */
export const MAX_MESSAGE_LENGTH = 2000;
/** A group's name, trimmed: 1..60 characters. */
export const MAX_CONVERSATION_NAME_LENGTH = 60;
/** Most people a new conversation (or one add) names at once. */
export const MAX_MEMBERS_AT_ONCE = 50;

/** GET /conversations/{id}/messages: messages a page holds by default; page_size 0 is the whole history. */
export const DEFAULT_THREAD_PAGE_SIZE = 50;
export const MAX_THREAD_PAGE_SIZE = 200;

/** GET /users/{id}/conversations: conversations a page holds by default, and at most. */
export const DEFAULT_CONVERSATION_PAGE_SIZE = 20;
export const MAX_CONVERSATION_PAGE_SIZE = 100;
/** include=all: the newest messages each conversation carries (older ones through GET …/messages?before). */
export const INCLUDED_MESSAGES = 20;

export const CONVERSATION_INCLUDES = ['last', 'all'] as const;
export type ConversationInclude = (typeof CONVERSATION_INCLUDES)[number];

export const MEMBER_OPERATIONS = ['add', 'remove'] as const;

/** Where a message notification leads. */
export const conversationLink = (conversationId: number) => `/messages?conversation=${conversationId}`;
/** One notification per recipient per conversation until cleared (server/notifications/latest.ts). */
export const messageNotificationKey = (conversationId: number) => `message_${conversationId}`;
