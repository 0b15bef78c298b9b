// Who reads a notification that reaches them without a request of theirs (the live toast, the email digest): their
// saved language, then their promotion's default, then English (docs/i18n.md), with their promotion's labels.
import { db } from '@/server/db';
import { negotiateLocale } from '@/lib/i18n/negotiate';
import type { NotificationReader } from './texts';
import { notificationReadersSql } from './sql';

/** Every recipient's reader in one statement (users joined to their promotion), by user id; missing users are left out. */
export async function notificationReaders(userIds: readonly number[]): Promise<Map<number, NotificationReader>> {
  if (userIds.length === 0) return new Map();
  const rows = await notificationReadersSql.all(db, [...new Set(userIds)]);
  // A user of no promotion (a dashboard account) reads the default labels.
  return new Map(rows.map(({ id, promotion_id, locale, default_locale: promotionDefault, ...labels }) => (
    [id, { locale: negotiateLocale({ saved: locale, promotionDefault }), labels: promotion_id === null ? {} : labels }]
  )));
}
