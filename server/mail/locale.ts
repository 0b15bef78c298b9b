// The language of mail and push for one recipient, with no browser to ask (docs/i18n.md): their saved preference, then
// the promotion's default language, then English. An address without an account (an invitation, a shared recipe)
// reads the promotion's default.
import { db } from '@/server/db';
import type { AnyLocale } from '@/lib/i18n/locales';
import { negotiateLocale } from '@/lib/i18n/negotiate';
import { notificationReaders } from '@/server/notifications/readers';

/** The locale of `email`'s account in the promotion (or a dashboard account), else the promotion's default. */
export async function recipientLocale(promotionId: number | null, email: string): Promise<AnyLocale> {
  const [user, promotion] = await Promise.all([
    db.user.findFirst({
      where: { email: email.trim().toLowerCase(), deleted_at: null, OR: [{ promotion_id: promotionId }, { promotion_id: null }] },
      // The promotion's own account before a dashboard account with the same address (super coordinators).
      orderBy: { promotion_id: { sort: 'asc', nulls: 'last' } },
      select: { locale: true },
    }),
    promotionId === null ? null : db.promotion.findUnique({ where: { id: promotionId }, select: { default_locale: true } }),
  ]);
  return negotiateLocale({ saved: user?.locale, promotionDefault: promotion?.default_locale });
}

/** recipientLocale for several addresses of one promotion (a contact request's coordinators, a share): two queries in all. */
export async function recipientLocalesOf(promotionId: number | null, emails: readonly string[]): Promise<Map<string, AnyLocale>> {
  const wanted = [...new Set(emails.map((e) => e.trim().toLowerCase()))];
  const [users, promotion] = await Promise.all([
    wanted.length === 0 ? [] : db.user.findMany({
      where: { email: { in: wanted }, deleted_at: null, OR: [{ promotion_id: promotionId }, { promotion_id: null }] },
      select: { email: true, locale: true, promotion_id: true },
    }),
    promotionId === null ? null : db.promotion.findUnique({ where: { id: promotionId }, select: { default_locale: true } }),
  ]);
  // The promotion's own account before a dashboard account with the same address (super coordinators).
  const saved = new Map<string, string | null>();
  for (const u of users) if (u.promotion_id !== null || !saved.has(u.email)) saved.set(u.email, u.locale);
  return new Map(emails.map((e) => [e, negotiateLocale({ saved: saved.get(e.trim().toLowerCase()), promotionDefault: promotion?.default_locale })]));
}

/**
 * The locale of each user (push notifications, digests), by id; missing users are left out. The language a
 * notification's reader reads it in: one statement for both (notifications.readers), so the rule and its SQL are one.
 */
export async function localesOfUsers(userIds: readonly number[]): Promise<Map<number, AnyLocale>> {
  const readers = await notificationReaders(userIds);
  return new Map([...readers].map(([id, reader]) => [id, reader.locale]));
}

/** A recipient of a mailing whose promotion account, if any, was read with the audience (its saved `locale`). */
export interface KnownRecipient {
  email: string;
  /** Their account in the promotion; null: the address has none there. */
  user_id: number | null;
  locale: string | null;
}

/**
 * recipientLocale for a whole mailing of one promotion, without a lookup per recipient: the audience query brought each
 * account's saved language, the promotion's default is read once by the caller. Only addresses with no account in the
 * promotion are looked for among dashboard accounts (a super coordinator's own address), all in one query.
 */
export async function recipientLocales(promotionDefault: string | null, recipients: readonly KnownRecipient[]): Promise<Map<string, AnyLocale>> {
  const outside = recipients.filter((r) => r.user_id === null).map((r) => r.email.trim().toLowerCase());
  const dashboard = outside.length === 0 ? [] : await db.user.findMany({
    where: { email: { in: [...new Set(outside)] }, promotion_id: null, deleted_at: null },
    select: { email: true, locale: true },
  });
  const savedOutside = new Map(dashboard.map((u) => [u.email, u.locale]));
  return new Map(recipients.map((r) => {
    const saved = r.user_id === null ? savedOutside.get(r.email.trim().toLowerCase()) : r.locale;
    return [r.email, negotiateLocale({ saved, promotionDefault })];
  }));
}
