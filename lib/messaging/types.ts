// The messaging JSON (social-engagement.md §3 "Conversation", "Message"; §7 Messaging): answered by
// app/api/conversations/**, app/api/users/[id]/conversations, built by server/messaging/serialize.ts, read by the
// /messages screen (components/messages) and lib/query/messages.ts.
import type { ListResponse } from '@/lib/list-response';

/** g group, t team, i individual. */
export type ConversationType = 'g' | 't' | 'i';

/** A member as the conversation list and thread show them (the caller is not among a conversation's `members`). */
export interface ConversationMember {
  user_id: number;
  /** The same id under the name the spec's client reads for individual conversations. */
  friendee_id: number;
  full_name: string;
  image: { url: string | null };
}

/** One message of a thread. action 'created' is the "… started the conversation" row of group and team conversations. */
export interface Message {
  id: number;
  conversation_id: number;
  content: string;
  /** null when the message has no photo. */
  image: { url: string | null };
  action: 'message' | 'created';
  user_id: number;
  user_name: string;
  user_image: string | null;
  created_at: string;
  created_at_milliseconds: number;
}

export interface Conversation {
  id: number;
  conversation_type: ConversationType;
  /** The team's id for a team conversation, else null. */
  conversation_type_id: number | null;
  /** The name given to a group (or the team's name); null for individual conversations and unnamed groups. */
  name: string | null;
  /** What the list shows: the name, else the other members' names ("Maya Lopez", "Maya, Jordan and 2 others"). */
  conversation_name: string;
  /** The other current members (not the caller). */
  members: ConversationMember[];
  /** include=last: the last message (or none); include=all: the newest page of the thread, oldest first. */
  current_messages: Message[];
  /** Messages arrived after the caller last opened it (POST /conversations/{id}/seen clears it). */
  unseen: boolean;
  /** The caller muted it (conversation_volume): no notification, no unread count. */
  muted: boolean;
  last_seen_at_milliseconds: number | null;
  last_message_at: string | null;
  /** Older messages exist before current_messages. */
  has_more_messages: boolean;
  /** Always false from the server; the client sets it when a remove_conversation alert drops it. */
  removed: boolean;
}

/** GET /users/{user_id}/conversations: the caller's conversations, most recent message first. */
export interface ConversationList {
  data: Conversation[];
  meta: { total_records: number };
}

/** What the screen's thread keeps of a page (the cache also seeds one from a conversation's newest messages). */
export interface ThreadPage {
  data: Message[];
  meta: { has_more_messages: boolean };
}

/**
 * GET /conversations/{id}/messages?before={message_id}&page_size=N, or ?page=N&page_size=N: a page of the thread,
 * oldest first, ending just before `before` (or at the newest message); page 1 is the newest page_size messages,
 * page 2 the ones before them. page_size 0 means the whole history. The list contract's meta plus has_more_messages.
 */
export type MessagePage = ListResponse<Message, { has_more_messages: boolean }>;
