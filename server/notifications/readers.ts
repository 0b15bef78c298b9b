// Who reads a notification that reaches them without a request of theirs (the live toast, the email digest): their
// saved language, then their promotion's default, then English (docs/i18n.md), with their promotion's labels.
import { db } from '@/server/db';
import { negotiateLocale } from '@/lib/i18n/negotiate';
import type { NotificationReader } from './texts';

/** Every recipient's reader in one statement (users joined to their promotion), by user id; missing users are left out. */
export async function notificationReaders(userIds: readonly number[]): Promise<Map<number, NotificationReader>> {
  if (userIds.length === 0) return new Map();
  const rows = await db.user.findMany({
    relationLoadStrategy: 'join',
    where: { id: { in: [...new Set(userIds)] } },
    select: {
      id: true, locale: true,
      promotion: { select: { default_locale: true, point_label: true, point_label_plural: true, friend_label: true, friend_label_plural: true, wall_label: true } },
    },
  });
  return new Map(rows.map((r) => {
    const { default_locale: promotionDefault = null, ...labels } = r.promotion ?? {};
    return [r.id, { locale: negotiateLocale({ saved: r.locale, promotionDefault }), labels }];
  }));
}
