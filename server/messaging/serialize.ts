// Rows of server/messaging/sql.ts → the messaging JSON (lib/messaging/types.ts). Members are the caller's view: the
// others, never the caller; a conversation without a name is called after its other members.
import { fullName } from '@/lib/users/names';
import type { Conversation, ConversationMember, ConversationType, Message } from '@/lib/messaging/types';
import type { conversationMembersSql, conversationPageSql, MessageJson } from './sql';

type PageRow = Awaited<ReturnType<typeof conversationPageSql.all>>[number];
export type MemberRow = Awaited<ReturnType<typeof conversationMembersSql.all>>[number];
type MessageRow = Omit<MessageJson, 'created_at'> & { created_at: Date | string };

const ms = (d: Date | null) => (d === null ? null : d.getTime());

export function serializeMessage(row: MessageRow): Message {
  const created = row.created_at instanceof Date ? row.created_at : new Date(row.created_at);
  return {
    id: row.id,
    conversation_id: row.conversation_id,
    content: row.content,
    image: { url: row.image_url },
    action: row.action === 'created' ? 'created' : 'message',
    user_id: row.user_id,
    user_name: fullName(row.first_name, row.last_name),
    user_image: row.user_image,
    created_at: created.toISOString(),
    created_at_milliseconds: created.getTime(),
  };
}

function member(row: MemberRow): ConversationMember {
  return { user_id: row.user_id, friendee_id: row.user_id, full_name: fullName(row.first_name, row.last_name), image: { url: row.image_url } };
}

/** "Maya Lopez"; "Maya and Jordan"; "Maya, Jordan and Sam"; "Maya, Jordan and 2 others". */
export function namesOf(people: ConversationMember[]): string {
  if (people.length === 0) return 'Just you';
  if (people.length === 1) return people[0].full_name;
  const first = people.map((p) => p.full_name.split(' ')[0] || p.full_name);
  if (people.length === 2) return `${first[0]} and ${first[1]}`;
  if (people.length === 3) return `${first[0]}, ${first[1]} and ${first[2]}`;
  return `${first[0]}, ${first[1]} and ${people.length - 2} others`;
}

/** One conversation for the caller; `members` are the page's member rows of this conversation (left ones included). */
export function serializeConversation(row: PageRow, memberRows: MemberRow[]): Conversation {
  const current = memberRows.filter((m) => !m.has_left).map(member);
  // An individual conversation whose other person left is still called after them.
  const named = current.length > 0 ? current : memberRows.map(member);
  return {
    id: row.id,
    conversation_type: row.conversation_type as ConversationType,
    conversation_type_id: row.conversation_type === 't' ? row.team_id : null,
    name: row.name,
    conversation_name: row.name ?? namesOf(named),
    members: current,
    current_messages: row.messages.map(serializeMessage),
    // A conversation one wrote last is seen: sending sets the sender's last_seen_at to the message's time.
    unseen: row.last_message_at !== null && (row.last_seen_at === null || row.last_message_at > row.last_seen_at),
    muted: row.muted,
    last_seen_at_milliseconds: ms(row.last_seen_at),
    last_message_at: row.last_message_at?.toISOString() ?? null,
    has_more_messages: row.has_more_messages,
    removed: false,
  };
}
