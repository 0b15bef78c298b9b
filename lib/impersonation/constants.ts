// Impersonation (docs/impersonation.md): the texts and limits shared by the server and the screens.

/** An impersonation session ends by itself after this long (the stop button ends it sooner). */
export const IMPERSONATION_MINUTES = 30;
/** How long a ticket from the dashboard stays redeemable on the promotion's host. */
export const IMPERSONATION_TICKET_SECONDS = 60;
/** The spec's pause before the promotion site opens (administration.md §9): 1 s with SSO, otherwise 3 s. */
export const IMPERSONATION_REDIRECT_MS = { sso: 1_000, plain: 3_000 } as const;

export const IMPERSONATION_MESSAGES = {
  userNotFound: 'Could not get user.',
  notYourself: 'You are already signed in as yourself.',
  mayNotImpersonate: 'You cannot view the product as this user.',
  locked: 'This account is locked. Unlock it before viewing as this user.',
  noPromotion: 'This user does not belong to a program.',
  ticketInvalid: 'This link to view as a participant has expired. Start again from the dashboard.',
  notImpersonating: 'You are not viewing as another user.',
  refusedWhileImpersonating: 'Not available while viewing as another user.',
} as const;

/** What POST /api/users/{id}/impersonate answers: where the new window goes, and after how long. */
export interface ImpersonationLaunch {
  user_id: number;
  name: string;
  promotion_name: string;
  /** The promotion host's redeem URL, the one-time ticket in it. */
  url: string;
  redirect_after_ms: number;
  expires_in_minutes: number;
}
