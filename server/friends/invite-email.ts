// The two emails of friends (the mail layout adds the program header and the footer): the invitation to someone
// without an account, with the registration link to the promotion's site, and a participant's message to a friend.
import { escapeHtml } from '@/server/mail/layout';

const button = (href: string, label: string) =>
  `<p><a href="${href}" style="display:inline-block;padding:10px 18px;background:#0f766e;color:#ffffff;border-radius:4px;text-decoration:none">${label}</a></p>`;

/** The sender's own words, escaped, line breaks kept. */
const quoted = (message: string) =>
  `<blockquote style="margin:16px 0;padding:8px 16px;border-left:4px solid #cbd2d9;color:#1f2933">${escapeHtml(message).replace(/\r?\n/g, '<br>')}</blockquote>`;

export interface InvitationEmail {
  senderName: string;
  message: string | null;
  registerUrl: string;
}

/** A friend request to an address without an account: join the program, and the request is waiting. */
export function invitationEmail({ senderName, message, registerUrl }: InvitationEmail): { subject: string; html: string; text: string } {
  const link = escapeHtml(registerUrl);
  const name = escapeHtml(senderName);
  return {
    subject: `${senderName} invited you to join them`,
    html: [
      '<p>Hi,</p>',
      `<p>${name} would like to be your friend in our wellness program and invited you to join.</p>`,
      message ? quoted(message) : '',
      button(link, 'Create my account'),
      `<p style="font-size:14px;color:#52606d">Or paste this address into your browser: ${link}</p>`,
      `<p>Sign up with this email address and ${name}’s friend request will be waiting for you.</p>`,
    ].filter(Boolean).join('\n'),
    text: [
      'Hi,',
      '',
      `${senderName} would like to be your friend in our wellness program and invited you to join.`,
      ...(message ? ['', message] : []),
      '',
      `Create your account: ${registerUrl}`,
      '',
      `Sign up with this email address and ${senderName}'s friend request will be waiting for you.`,
    ].join('\n'),
  };
}

export interface FriendEmail {
  senderName: string;
  senderEmail: string;
  recipientFirstName: string | null;
  message: string;
}

/**
 * A participant's message to a friend from the user popup. The mail goes out from the program's address, so the
 * sender's own address is in the body to answer to.
 */
export function friendEmail({ senderName, senderEmail, recipientFirstName, message }: FriendEmail): { subject: string; html: string; text: string } {
  const greeting = recipientFirstName?.trim() ? `Hi ${recipientFirstName.trim()},` : 'Hi,';
  const name = escapeHtml(senderName);
  const address = escapeHtml(senderEmail);
  return {
    subject: `${senderName} sent you a message`,
    html: [
      `<p>${escapeHtml(greeting)}</p>`,
      `<p>Your friend ${name} sent you a message:</p>`,
      quoted(message),
      `<p>To answer, write to ${name} at <a href="mailto:${address}">${address}</a>.</p>`,
    ].join('\n'),
    text: [greeting, '', `Your friend ${senderName} sent you a message:`, '', message, '', `To answer, write to ${senderName} at ${senderEmail}.`].join('\n'),
  };
}
