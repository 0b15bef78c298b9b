// The team competition's words on screen (social-engagement.md §8 "Team"): the spec's loader failures and save
// message come from lib/teams/messages.ts; the invite toasts and the generic failure are the screens' own.
import { ApiError } from '@/lib/api-client';
import { TEAM_MESSAGES as SHARED } from '@/lib/teams/messages';

export const TEAM_MESSAGES = {
  teamInvitesNotFound: SHARED.teamInvitesNotFound,
  teamRequestsNotFound: SHARED.teamRequestsNotFound,
  userInvitesNotFound: SHARED.userInvitesNotFound,
  userRequestsNotFound: SHARED.userRequestsNotFound,
  teamsNotFound: SHARED.teamsNotFound,
  teamNotFound: SHARED.teamNotFound,
  couldNotResend: SHARED.couldNotResend,
  inviteSent: 'Invite successfully sent!',
  inviteSentTo: (email: string) => `Invite sent to ${email}.`,
  sent: 'Sent',
  requestResent: 'Request resent.',
} as const;

/** A failed team save: 'Oops, ' plus the server's first error in lower case, or 'could not save team'. */
export function teamSaveError(error: unknown): string {
  const first = error instanceof ApiError && error.status !== undefined && error.status < 500 ? error.errors[0] : undefined;
  return SHARED.saveFailed(first);
}

/** Any other failed team call: the server's errors, or 'Unexpected Error. Status: {status}'. */
export function teamErrors(error: unknown): string[] {
  if (error instanceof ApiError && error.status !== undefined && error.status < 500 && error.errors.length > 0) return error.errors;
  const status = error instanceof ApiError ? (error.status ?? 0) : 0;
  return [`Unexpected Error. Status: ${status}`];
}
