// How messaging writes times and groups a thread (social-engagement.md "Business constants" and "Interactions"):
// the message time format 'MMM DD, hh:mm a' (in the reader's own time zone), and messages of one sender in the same
// minute shown as one group under one time.
import type { Conversation, Message } from '@/lib/messaging/types';

const MINUTE = 60_000;

/** 'MMM DD, hh:mm a': "Mar 07, 09:05 AM". */
export function messageTime(ms: number, timeZone?: string): string {
  const parts = new Intl.DateTimeFormat('en-US', { month: 'short', day: '2-digit', hour: '2-digit', minute: '2-digit', hour12: true, timeZone })
    .formatToParts(new Date(ms));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('month')} ${part('day')}, ${part('hour')}:${part('minute')} ${part('dayPeriod').toUpperCase()}`;
}

export type ThreadRow =
  | { kind: 'created'; key: string; message: Message }
  | { kind: 'group'; key: string; userId: number; userName: string; userImage: string | null; minute: number; messages: Message[] };

/** Consecutive messages of one sender within the same minute form a group; a 'created' action is a row of its own. */
export function groupThread(messages: readonly Message[]): ThreadRow[] {
  const rows: ThreadRow[] = [];
  for (const message of messages) {
    if (message.action === 'created') {
      rows.push({ kind: 'created', key: `c${message.id}`, message });
      continue;
    }
    const minute = Math.floor(message.created_at_milliseconds / MINUTE);
    const last = rows.at(-1);
    if (last?.kind === 'group' && last.userId === message.user_id && last.minute === minute) {
      last.messages.push(message);
      continue;
    }
    rows.push({
      kind: 'group',
      key: `g${message.id}`,
      userId: message.user_id,
      userName: message.user_name,
      userImage: message.user_image,
      minute,
      messages: [message],
    });
  }
  return rows;
}

export const hasImage = (message: Message): message is Message & { image: { url: string } } => Boolean(message.image?.url);

/** The list's one-line preview of the last message: "You: …" for the caller's own, "Photo" for a photo alone. */
export function previewOf(conversation: Conversation, meId: number | undefined): string {
  const last = conversation.current_messages.at(-1);
  if (!last) return 'No messages yet';
  if (last.action === 'created') return `${last.user_id === meId ? 'You' : last.user_name} started the conversation`;
  const text = last.content.trim() || (hasImage(last) ? 'Photo' : '');
  if (last.user_id === meId) return `You: ${text}`;
  return conversation.conversation_type === 'i' ? text : `${firstName(last.user_name)}: ${text}`;
}

export const firstName = (fullName: string) => fullName.split(' ')[0] || fullName;

/** First letters of the first and last words of a name. */
export function initialsOfName(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return `${words[0]?.charAt(0) ?? ''}${words.length > 1 ? (words.at(-1)?.charAt(0) ?? '') : ''}`.toUpperCase();
}

/** A draft's title: the chosen people's names ("Maya Lopez", "Maya, Jordan and 2 others"), as the server names groups. */
export function namesOf(names: readonly string[]): string {
  if (names.length === 0) return 'New message';
  if (names.length === 1) return names[0];
  const firsts = names.map(firstName);
  if (names.length === 2) return `${firsts[0]} and ${firsts[1]}`;
  if (names.length === 3) return `${firsts[0]}, ${firsts[1]} and ${firsts[2]}`;
  return `${firsts[0]}, ${firsts[1]} and ${names.length - 2} others`;
}
