// The language of mail and push for one recipient, with no browser to ask (docs/i18n.md): their saved preference, then
// the promotion's default language, then English. An address without an account (an invitation, a shared recipe)
// reads the promotion's default.
import { db } from '@/server/db';
import type { AnyLocale } from '@/lib/i18n/locales';
import { negotiateLocale } from '@/lib/i18n/negotiate';

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

/** The locale of each user (push notifications, digests), by id; missing users are left out. */
export async function localesOfUsers(userIds: readonly number[]): Promise<Map<number, AnyLocale>> {
  if (userIds.length === 0) return new Map();
  const rows = await db.user.findMany({
    where: { id: { in: [...userIds] } },
    select: { id: true, locale: true, promotion: { select: { default_locale: true } } },
  });
  return new Map(rows.map((r) => [r.id, negotiateLocale({ saved: r.locale, promotionDefault: r.promotion?.default_locale })]));
}
