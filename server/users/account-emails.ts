// The notices about one's own account (the mail layout adds the program header and the footer).
import { escapeHtml } from '@/server/mail/layout';

const greeting = (firstName: string) => (firstName.trim() ? `Hi ${escapeHtml(firstName.trim())},` : 'Hi,');

export function credentialsChangedEmail(input: { firstName: string; changed: ('password' | 'email')[]; newEmail: string | null }): { subject: string; html: string } {
  const both = input.changed.length > 1;
  const what = both ? 'password and email address' : input.changed[0] === 'password' ? 'password' : 'email address';
  const moved = input.newEmail ? `<p>From now on we will write to ${escapeHtml(input.newEmail)}; this is the last email this address gets about your account.</p>` : '';
  return {
    subject: both ? 'Your password and email address were changed' : input.changed[0] === 'password' ? 'Your password was changed' : 'Your email address was changed',
    html: [
      `<p>${greeting(input.firstName)}</p>`,
      `<p>The ${what} of your account was just changed in Settings. Every other device signed in to your account was signed out.</p>`,
      moved,
      '<p>If you made this change, there is nothing more to do. If you did not, reset your password from the sign-in page right away and tell your program coordinator.</p>',
    ].filter(Boolean).join('\n'),
  };
}
