// The email a contact request sends to each of the promotion's coordinators (the mail layout adds the program header
// and footer). Everything the sender typed is escaped; the sender's address is in the body, to answer them.
import { escapeHtml } from '@/server/mail/layout';
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
}

const row = (label: string, value: string) =>
  `<tr><th align="left" style="padding:4px 12px 4px 0;color:#52606d;font-weight:600">${escapeHtml(label)}</th><td style="padding:4px 0">${escapeHtml(value)}</td></tr>`;

export function contactEmail(c: ContactEmail): { subject: string; html: string; text: string } {
  const name = `${c.firstName} ${c.lastName}`.trim();
  const browser = [c.info.browser_name, c.info.browser_version].filter(Boolean).join(' ');
  const details: [string, string][] = [
    ['From', `${name} <${c.email}>`],
    ...(c.organization ? [['Organization', c.organization] as [string, string]] : []),
    ...(c.subject ? [['Subject', c.subject] as [string, string]] : []),
    ...(c.extraTags.length ? [['Tags', c.extraTags.join(', ')] as [string, string]] : []),
    ['Signed in', c.info.user_id ? `yes (user ${c.info.user_id})` : 'no'],
    ...(browser ? [['Browser', browser] as [string, string]] : []),
    ...(c.info.operating_system ? [['System', c.info.operating_system] as [string, string]] : []),
    ...(c.info.session_data ? [['Page', c.info.session_data] as [string, string]] : []),
    ['Received', c.receivedAt],
  ];
  return {
    subject: `Contact request from ${name}${c.subject ? `: ${c.subject}` : ''}`,
    html: [
      `<p>Someone wrote to the ${escapeHtml(c.programName)} team through the Contact page.</p>`,
      `<blockquote style="margin:16px 0;padding:8px 16px;border-left:4px solid #cbd2d9;color:#1f2933">${escapeHtml(c.message).replace(/\r?\n/g, '<br>')}</blockquote>`,
      `<table role="presentation" style="border-collapse:collapse;font-size:14px">${details.map(([l, v]) => row(l, v)).join('')}</table>`,
      `<p>Reply to <a href="mailto:${escapeHtml(c.email)}">${escapeHtml(c.email)}</a> to answer them.</p>`,
    ].join('\n'),
    text: [
      `Someone wrote to the ${c.programName} team through the Contact page.`,
      '',
      c.message,
      '',
      ...details.map(([l, v]) => `${l}: ${v}`),
      '',
      `Reply to ${c.email} to answer them.`,
    ].join('\n'),
  };
}
