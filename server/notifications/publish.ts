// Tells each new notification's user's open tabs (notificationPublished), the sentence in the recipient's language
// (saved, else the promotion's, else English: there is no request to ask) with their promotion's labels. The readers
// of every row come from one query, however many recipients.
import { publish } from '@/server/realtime/publish';
import { logger } from '@/server/platform/logger';
import { userChannel } from '@/lib/realtime-channels';
import type { NotificationPayload } from '@/lib/realtime/events';
import { notificationReaders } from './readers';
import { ENGLISH_READER, notificationTextsFor, type NotificationReader, type NotificationText } from './texts';

/** A written row, as the writers select it. */
export interface PublishedRow {
  id: number;
  user_id: number;
  key: string;
  title: string | null;
  message: string;
  excerpt?: string | null;
  params?: unknown;
  link: string | null;
  read: boolean;
  seen: boolean;
  cleared: boolean;
  hidden: boolean;
  created_at: Date;
}

/** Reads the readers of these users (notificationReaders, or a dispatch's shared read of it). */
export type ReadersOf = (userIds: readonly number[]) => Promise<Map<number, NotificationReader>>;

/** Never throws: the rows are stored either way, and a lost live update is made up by the next fetch. */
async function readersOf(rows: readonly PublishedRow[], read: ReadersOf): Promise<Map<number, NotificationReader>> {
  try {
    return await read(rows.map((r) => r.user_id));
  } catch (error) {
    logger.error('notifications: could not read the recipients\' languages (published in English)', { error });
    return new Map();
  }
}

/** The payload of one row for its reader; `extra` adds what an event carries beside the row (a badge). */
export function notificationPayload(row: PublishedRow, text: NotificationText, extra: Partial<NotificationPayload> = {}): NotificationPayload {
  const { params: _params, ...stored } = row;
  return { ...stored, ...text, created_at: row.created_at.toISOString(), type: 'notification', ...extra };
}

export async function publishNotifications(
  rows: readonly PublishedRow[],
  extra: (row: PublishedRow) => Partial<NotificationPayload> = () => ({}),
  read: ReadersOf = notificationReaders,
): Promise<void> {
  if (rows.length === 0) return;
  const readers = await readersOf(rows, read);
  // Recipients of one promotion in one language share a writer (their labels are the same).
  const writers = new Map<string, ReturnType<typeof notificationTextsFor>>();
  const textsOf = (reader: NotificationReader) => {
    const key = `${reader.locale}|${JSON.stringify(reader.labels)}`;
    let texts = writers.get(key);
    if (!texts) writers.set(key, (texts = notificationTextsFor(reader)));
    return texts;
  };
  await Promise.all(rows.map((row) => {
    const text = textsOf(readers.get(row.user_id) ?? ENGLISH_READER)({ title: row.title, message: row.message, excerpt: row.excerpt ?? null, params: row.params });
    return publish({ channel: userChannel(row.user_id), event: 'notificationPublished', data: notificationPayload(row, text, extra(row)) });
  }));
}
