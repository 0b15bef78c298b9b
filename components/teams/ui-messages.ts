// The team competition's words on screen (social-engagement.md §8 "Team", invite toasts).
import { ApiError } from '@/lib/api-client';

export const TEAM_MESSAGES = {
  teamInvitesNotFound: 'Team User Invites could not be found.',
  teamRequestsNotFound: 'Team User Requests could not be found.',
  userInvitesNotFound: 'User Team Invites could not be found',
  userRequestsNotFound: 'User Team Requests could not be found',
  teamsNotFound: 'Teams could not be found',
  teamNotFound: 'Team could not be found',
  couldNotResend: 'Could not resend request',
  inviteSent: 'Invite successfully sent!',
  inviteSentTo: (email: string) => `Invite sent to ${email}.`,
  sent: 'Sent',
  requestResent: 'Request resent.',
} as const;

/** A failed team save: 'Oops, ' plus the server's first error in lower case, or 'could not save team'. */
export function teamSaveError(error: unknown): string {
  const first = error instanceof ApiError && error.status !== undefined && error.status < 500 ? error.errors[0] : undefined;
  return `Oops, ${first ? first.toLowerCase() : 'could not save team'}`;
}

/** Any other failed team call: the server's errors, or 'Unexpected Error. Status: {status}'. */
export function teamErrors(error: unknown): string[] {
  if (error instanceof ApiError && error.status !== undefined && error.status < 500 && error.errors.length > 0) return error.errors;
  const status = error instanceof ApiError ? (error.status ?? 0) : 0;
  return [`Unexpected Error. Status: ${status}`];
}
