// The team invitation to an address without an account (the mail layout adds the program header and the footer):
// join the program with this address and the invitation to the team will be waiting.
import { escapeHtml } from '@/server/mail/layout';

export interface TeamInvitationEmail {
  senderName: string;
  teamName: string;
  registerUrl: string;
}

export function teamInvitationEmail({ senderName, teamName, registerUrl }: TeamInvitationEmail): { subject: string; html: string; text: string } {
  const link = escapeHtml(registerUrl);
  const name = escapeHtml(senderName);
  const team = escapeHtml(teamName);
  return {
    subject: `${senderName} invited you to join the team ${teamName}`,
    html: [
      '<p>Hi,</p>',
      `<p>${name} invited you to join the team <strong>${team}</strong> in our wellness program's team competition.</p>`,
      `<p><a href="${link}" style="display:inline-block;padding:10px 18px;background:#0f766e;color:#ffffff;border-radius:4px;text-decoration:none">Create my account</a></p>`,
      `<p style="font-size:14px;color:#52606d">Or paste this address into your browser: ${link}</p>`,
      `<p>Sign up with this email address and the invitation to ${team} will be waiting for you.</p>`,
    ].join('\n'),
    text: [
      'Hi,',
      '',
      `${senderName} invited you to join the team ${teamName} in our wellness program's team competition.`,
      '',
      `Create your account: ${registerUrl}`,
      '',
      `Sign up with this email address and the invitation to ${teamName} will be waiting for you.`,
    ].join('\n'),
  };
}
