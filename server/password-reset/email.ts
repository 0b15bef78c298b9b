// The password reset email body (the mail layout adds the program header and the footer).
import { escapeHtml } from '@/server/mail/layout';

export function resetEmail(input: { firstName: string; link: string; hours: number }): { subject: string; html: string } {
  const greeting = input.firstName.trim() ? `Hi ${escapeHtml(input.firstName.trim())},` : 'Hi,';
  const link = escapeHtml(input.link);
  return {
    subject: 'Reset your password',
    html: [
      `<p>${greeting}</p>`,
      `<p>We received a request to reset your password. The link below works once and expires in ${input.hours} hours.</p>`,
      `<p><a href="${link}" style="display:inline-block;padding:10px 18px;background:#0f766e;color:#ffffff;border-radius:4px;text-decoration:none">Reset my password</a></p>`,
      `<p style="font-size:14px;color:#52606d">Or paste this address into your browser: ${link}</p>`,
      '<p>If you did not ask to reset your password, ignore this email; your password stays the same.</p>',
    ].join('\n'),
  };
}
