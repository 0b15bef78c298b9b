// POST /emails/content {message, emails, model, id}: a participant emails a recipe or a tip to people (§5's address
// rules: split on commas or semicolons, each a valid address; none is 'Must include at least 1 email address.').
// Every address is checked before anything is sent. A tip sent by email counts as a share (tips_shared).
import { db } from '@/server/db';
import { Invalid, NotFound } from '@/server/platform/errors';
import { releaseGuess, reserveGuess } from '@/server/security/guess-throttle';
import { withDomainEvents } from '@/server/events/domain-events';
import { sendEmail } from '@/server/mail/send';
import { escapeHtml, escaped } from '@/server/mail/layout';
import { recipientLocalesOf } from '@/server/mail/locale';
import { translatorFor } from '@/server/i18n/translator';
import type { AnyLocale } from '@/lib/i18n/locales';
import { appOrigin } from '@/server/mail/urls';
import { brandingOf } from '@/server/mail/queries';
import type { ResolvedPromotion } from '@/server/tenancy/promotion-context';
import type { UserRow } from '@/server/users/queries';
import { fullName } from '@/lib/users/names';
import { isShareEmail, MAX_SHARE_EMAILS, splitShareEmails, type ContentEmailInput } from '@/lib/recipes/schemas';
import { RECIPE_MESSAGES, SHARE_MESSAGES as M, TIP_MESSAGES } from '@/lib/recipes/messages';
import type { ContentEmailResult } from '@/lib/recipes/types';
import { summarize } from '@/lib/recipes/constants';
import { contentText } from '@/server/content/serialize';
import { findTip } from '@/server/tips/queries';
import { recordTipShare } from '@/server/tips/mutations';
import { visibleRecipes } from './queries';

interface Shared {
  kind: 'recipe' | 'tip';
  /** Null: a tip without a title ("A tip" in the recipient's language). */
  title: string | null;
  summary: string;
  link: string;
}

async function sharedItem(promotion: ResolvedPromotion, input: ContentEmailInput): Promise<Shared> {
  const origin = appOrigin(promotion.row.subdomain);
  if (input.model === 'Recipe') {
    const recipe = await db.recipe.findFirst({ where: { id: input.id, ...visibleRecipes(promotion.id) }, select: { title: true, description: true } });
    if (!recipe) throw new NotFound(RECIPE_MESSAGES.recipeNotFound);
    return { kind: 'recipe', title: recipe.title, summary: summarize(recipe.description), link: `${origin}/recipe/${input.id}` };
  }
  const tip = await findTip(promotion, input.id);
  if (!tip) throw new NotFound(TIP_MESSAGES.tipNotFound);
  return { kind: 'tip', title: tip.title ?? null, summary: summarize(contentText(tip.summary ?? tip.content)), link: `${origin}/tip/${input.id}` };
}

/**
 * The mail, in the recipient's language: who shares what, their own words (escaped), the title, a summary and the link
 * to the public page. `senderName` null: the sender has no name ("A colleague").
 */
export function contentEmail(senderName: string | null, item: Shared, message: string | null, locale: AnyLocale): { subject: string; html: string; text: string } {
  const common = translatorFor(locale, 'emails.common');
  const t = translatorFor(locale, 'emails.contentShare');
  const sender = senderName ?? t('someone');
  const title = item.title ?? t('untitledTip');
  const link = escapeHtml(item.link);
  return {
    subject: t('subject', { sender, kind: item.kind, title }),
    html: [
      `<p>${common('greetingNoName')}</p>`,
      `<p>${t('intro', { ...escaped({ sender }), kind: item.kind })}</p>`,
      message
        ? `<blockquote style="margin:16px 0;padding:8px 16px;border-left:4px solid #cbd2d9;color:#1f2933">${escapeHtml(message).replace(/\r?\n/g, '<br>')}</blockquote>`
        : '',
      `<h2 style="margin:16px 0 4px;font-size:20px">${escapeHtml(title)}</h2>`,
      item.summary ? `<p>${escapeHtml(item.summary)}</p>` : '',
      `<p><a href="${link}" style="display:inline-block;padding:10px 18px;background:#0f766e;color:#ffffff;border-radius:4px;text-decoration:none">${t('button', { kind: item.kind })}</a></p>`,
      `<p style="font-size:14px;color:#52606d">${common('pasteLink', { link })}</p>`,
    ].filter(Boolean).join('\n'),
    text: [
      common('greetingNoName'), '', t('intro', { sender, kind: item.kind }), ...(message ? ['', message] : []), '', title,
      ...(item.summary ? [item.summary] : []), '', t('openText', { kind: item.kind, url: item.link }),
    ].join('\n'),
  };
}

export async function emailContent(promotion: ResolvedPromotion, writer: { user: UserRow; ip: string }, input: ContentEmailInput): Promise<ContentEmailResult> {
  const emails = [...new Set(splitShareEmails(input.emails).map((e) => e.toLowerCase()))];
  if (emails.length === 0) throw new Invalid(M.noEmails);
  if (emails.length > MAX_SHARE_EMAILS) throw new Invalid(M.tooManyEmails(MAX_SHARE_EMAILS));
  const invalid = emails.filter((e) => !isShareEmail(e));
  if (invalid.length) throw new Invalid(invalid.map(M.invalidEmail));
  const item = await sharedItem(promotion, input);

  // One counted send per call against the user's hourly email limit (the same as emails to friends).
  const reservation = await reserveGuess({ kind: 'friend_email', ip: writer.ip, target: `user:${writer.user.id}`, promotionId: promotion.id });
  try {
    const sender = fullName(writer.user.profile?.first_name, writer.user.profile?.last_name) || null;
    // Every address's language at once; the promotion's branding from the promotion in hand.
    const locales = await recipientLocalesOf(promotion.id, emails);
    const branding = brandingOf(promotion.row);
    for (const to of emails) {
      const locale = locales.get(to)!;
      await sendEmail({ to, ...contentEmail(sender, item, input.message?.trim() || null, locale), kind: 'content_share', promotionId: promotion.id, locale }, { branding });
    }
  } catch (error) {
    await releaseGuess(reservation);
    throw error;
  }
  if (input.model === 'Tip') {
    await withDomainEvents((tx, events) => recordTipShare(tx, { promotionId: promotion.id, userId: writer.user.id, tipId: input.id, via: 'email' }, events));
  }
  return { sent: emails.length, message: M.sent };
}
