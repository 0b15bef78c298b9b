// The branded frame around every email: a header with the program's name, the message, and a footer that
// says why the reader gets it with a working unsubscribe link. Table layout and inline styles because
// that is what mail clients render reliably (no <style> support in several of them). The frame speaks the recipient's
// language (`locale`, from server/mail/locale.ts); the body arrives written in it.
import type { AnyLocale } from '@/lib/i18n/locales';
import { translatorFor } from '@/server/i18n/translator';
import { htmlToText } from './html-to-text';

export interface LayoutInput {
  /** The recipient's language: `<html lang>` and the footer. */
  locale: AnyLocale;
  /** Header text: the promotion's program_name, else its name, else "Renew". */
  programName: string;
  subject: string;
  /** The message itself: trusted HTML written by our code or a coordinator's template. */
  bodyHtml: string;
  /** Optional plain-text version of the body; generated from the HTML when absent. */
  bodyText?: string;
  homeUrl: string;
  unsubscribeUrl: string;
}

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for HTML content and attribute values (double-quoted). */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => escapes[c]);
}

/**
 * Message values for an HTML body: every text escaped, numbers kept for plurals. The catalog's own words are ours and
 * go in as written (`t('intro', escaped({ sender }))`).
 */
export function escaped<V extends Record<string, string | number>>(values: V): V {
  return Object.fromEntries(Object.entries(values).map(([k, v]) => [k, typeof v === 'string' ? escapeHtml(v) : v])) as V;
}

const FONT = "font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";

export function renderLayoutHtml(input: LayoutInput): string {
  const t = translatorFor(input.locale, 'emails.layout');
  const program = escapeHtml(input.programName);
  const unsubscribe = t.markup('footerUnsubscribe', {
    link: (chunks) => `<a href="${escapeHtml(input.unsubscribeUrl)}" style="color:#52606d">${chunks}</a>`,
  });
  return `<!DOCTYPE html>
<html lang="${escapeHtml(input.locale)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(input.subject)}</title>
</head>
<body style="margin:0;padding:0;background:#f4f6f8;${FONT};color:#1f2933">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f6f8">
<tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:8px">
<tr><td style="padding:20px 28px;background:#0f766e;border-radius:8px 8px 0 0">
<a href="${escapeHtml(input.homeUrl)}" style="color:#ffffff;font-size:20px;font-weight:bold;text-decoration:none">${program}</a>
</td></tr>
<tr><td style="padding:28px;font-size:16px;line-height:1.5">
${input.bodyHtml}
</td></tr>
<tr><td style="padding:20px 28px;border-top:1px solid #e4e7eb;font-size:12px;line-height:1.5;color:#52606d">
<p style="margin:0">${t('footerReason', { program })}</p>
<p style="margin:8px 0 0">${unsubscribe}</p>
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`;
}

export function renderLayoutText(input: LayoutInput, html: string): string {
  if (!input.bodyText) return htmlToText(html);
  const t = translatorFor(input.locale, 'emails.layout');
  return [
    input.programName,
    '',
    input.bodyText.trim(),
    '',
    '--',
    t('footerReason', { program: input.programName }),
    t('footerUnsubscribeText', { url: input.unsubscribeUrl }),
  ].join('\n');
}

/** The full HTML document and its plain-text alternative. */
export function renderEmail(input: LayoutInput): { html: string; text: string } {
  const html = renderLayoutHtml(input);
  return { html, text: renderLayoutText(input, html) };
}
