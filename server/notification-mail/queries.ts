// Who a digest goes to. Only participants of a promotion are emailed (posters and dashboard accounts read their
// notifications where they work), and never a deleted or locked account.
import { db } from '@/server/db';
import { PARTICIPANT_ROLES } from '@/lib/roles';
import type { AnyLocale } from '@/lib/i18n/locales';
import { negotiateLocale } from '@/lib/i18n/negotiate';
import { labelsFor, type ReaderLabels } from '@/server/i18n/promotion-labels';
import { brandingOf, brandingSelect, type PromotionBranding } from '@/server/mail/queries';

export interface DigestRecipient {
  email: string;
  promotionId: number;
  subdomain: string;
  firstName: string | null;
  /** Their language (saved, else the promotion's) and the promotion's labels in it. */
  locale: AnyLocale;
  labels: ReaderLabels;
  /** The email's frame (and the labels as configured, for the notifications' sentences), read with the rest. */
  branding: PromotionBranding;
}

/** One statement: the user, their first name and their promotion (language, labels, branding). */
export async function findDigestRecipient(userId: number): Promise<DigestRecipient | null> {
  const user = await db.user.findFirst({
    relationLoadStrategy: 'join',
    where: { id: userId, deleted_at: null, is_locked: false, role: { in: [...PARTICIPANT_ROLES] }, promotion_id: { not: null } },
    select: {
      email: true, promotion_id: true, locale: true, profile: { select: { first_name: true } },
      promotion: { select: { ...brandingSelect, default_locale: true } },
    },
  });
  if (!user || user.promotion_id === null || !user.promotion) return null;
  const locale = negotiateLocale({ saved: user.locale, promotionDefault: user.promotion.default_locale });
  const branding = brandingOf(user.promotion);
  return {
    email: user.email, promotionId: user.promotion_id, subdomain: branding.subdomain, firstName: user.profile?.first_name ?? null,
    locale, labels: labelsFor(locale, branding.labels).lower, branding,
  };
}
