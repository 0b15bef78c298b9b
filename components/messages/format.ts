// How messaging writes times and groups a thread (social-engagement.md "Business constants" and "Interactions"):
// the message time format 'MMM DD, hh:mm a' in English, the reader's locale's short form elsewhere (in the reader's
// own time zone), and messages of one sender in the same minute shown as one group under one time.
import type { useTranslations } from 'next-intl';
import type { Format } from '@/lib/i18n/format';
import type { Conversation, Message } from '@/lib/messaging/types';

type MessagesT = ReturnType<typeof useTranslations<'messages'>>;

const MINUTE = 60_000;

/** 'MMM DD, hh:mm a': "Mar 07, 09:05 AM" in English, "07 mar, 21:05" in Spanish. */
export function messageTime(ms: number, format: Pick<Format, 'locale'>, timeZone?: string): string {
  const parts = new Intl.DateTimeFormat(format.locale, { month: 'short', day: '2-digit', hour: '2-digit', minute: '2-digit', timeZone })
    .formatToParts(new Date(ms));
  return parts
    .map((part, i) => {
      if (part.type === 'dayPeriod') return part.value.toUpperCase();
      // One plain space before the day period (some runtimes write a narrow no-break space).
      if (part.type === 'literal' && parts[i + 1]?.type === 'dayPeriod' && !part.value.trim()) return ' ';
      return part.value;
    })
    .join('');
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
export function previewOf(conversation: Conversation, meId: number | undefined, t: MessagesT): string {
  const last = conversation.current_messages.at(-1);
  if (!last) return t('previewNone');
  if (last.action === 'created') return last.user_id === meId ? t('previewStartedYou') : t('previewStarted', { name: last.user_name });
  const text = last.content.trim() || (hasImage(last) ? t('previewPhoto') : '');
  if (last.user_id === meId) return t('previewMine', { text });
  return conversation.conversation_type === 'i' ? text : t('previewTheirs', { name: firstName(last.user_name), text });
}

export const firstName = (fullName: string) => fullName.split(' ')[0] || fullName;

/** First letters of the first and last words of a name. */
export function initialsOfName(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return `${words[0]?.charAt(0) ?? ''}${words.length > 1 ? (words.at(-1)?.charAt(0) ?? '') : ''}`.toUpperCase();
}

/** A draft's title: the chosen people's names ("Maya Lopez", "Maya, Jordan and 2 others"), as the server names groups. */
export function namesOf(names: readonly string[], t: MessagesT): string {
  if (names.length === 0) return t('newMessage');
  if (names.length === 1) return names[0];
  const [first, second, third] = names.map(firstName);
  if (names.length === 2) return t('namesTwo', { first, second });
  if (names.length === 3) return t('namesThree', { first, second, third });
  return t('namesMore', { first, second, count: names.length - 2 });
}
