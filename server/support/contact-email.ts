// The email a contact request sends to each of the promotion's coordinators (the mail layout adds the program header
// and footer), in the coordinator's language. Everything the sender typed is escaped; the sender's address is in the
// body, to answer them.
import type { AnyLocale } from '@/lib/i18n/locales';
import { translatorFor } from '@/server/i18n/translator';
import { escapeHtml, escaped } from '@/server/mail/layout';
import type { BrowserInfo } from '@/lib/support/schemas';

export interface ContactEmail {
  programName: string;
  firstName: string;
  lastName: string;
  email: string;
  organization: string | null;
  subject: string | null;
  message: string;
  extraTags: string[];
  info: BrowserInfo & { user_id?: number | null };
  receivedAt: string;
  locale: AnyLocale;
}

const row = (label: string, value: string) =>
  `<tr><th align="left" style="padding:4px 12px 4px 0;color:#52606d;font-weight:600">${escapeHtml(label)}</th><td style="padding:4px 0">${escapeHtml(value)}</td></tr>`;

export function contactEmail(c: ContactEmail): { subject: string; html: string; text: string } {
  const name = `${c.firstName} ${c.lastName}`.trim();
  const browser = [c.info.browser_name, c.info.browser_version].filter(Boolean).join(' ');
  const t = translatorFor(c.locale, 'emails.contactRequest');
  const details: [string, string][] = [
    [t('from'), `${name} <${c.email}>`],
    ...(c.organization ? [[t('organization'), c.organization] as [string, string]] : []),
    ...(c.subject ? [[t('topic'), c.subject] as [string, string]] : []),
    ...(c.extraTags.length ? [[t('tags'), c.extraTags.join(', ')] as [string, string]] : []),
    [t('signedIn'), c.info.user_id ? t('signedInYes', { id: String(c.info.user_id) }) : t('signedInNo')],
    ...(browser ? [[t('browser'), browser] as [string, string]] : []),
    ...(c.info.operating_system ? [[t('system'), c.info.operating_system] as [string, string]] : []),
    ...(c.info.session_data ? [[t('page'), c.info.session_data] as [string, string]] : []),
    [t('received'), c.receivedAt],
  ];
  return {
    subject: c.subject ? t('subjectWithTopic', { name, topic: c.subject }) : t('subject', { name }),
    html: [
      `<p>${t('intro', escaped({ program: c.programName }))}</p>`,
      `<blockquote style="margin:16px 0;padding:8px 16px;border-left:4px solid #cbd2d9;color:#1f2933">${escapeHtml(c.message).replace(/\r?\n/g, '<br>')}</blockquote>`,
      `<table role="presentation" style="border-collapse:collapse;font-size:14px">${details.map(([l, v]) => row(l, v)).join('')}</table>`,
      `<p>${t.markup('reply', { ...escaped({ email: c.email }), link: (chunks) => `<a href="mailto:${escapeHtml(c.email)}">${chunks}</a>` })}</p>`,
    ].join('\n'),
    text: [
      t('intro', { program: c.programName }),
      '',
      c.message,
      '',
      ...details.map(([l, v]) => `${l}: ${v}`),
      '',
      t('replyText', { email: c.email }),
    ].join('\n'),
  };
}
